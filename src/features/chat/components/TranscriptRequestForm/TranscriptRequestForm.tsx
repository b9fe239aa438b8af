import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'

/**
 * The button of the page the transcript offer's link opens. A plain form that posts the page's own
 * address (the token is in it), so it works before any script has run; opening the link sends
 * nothing, only this button does (pb_hooks/chat.pb.js).
 */
export function TranscriptRequestForm() {
  return (
    <form method="post">
      <Button type="submit">
        <Trans>Send me the transcript</Trans>
      </Button>
    </form>
  )
}
