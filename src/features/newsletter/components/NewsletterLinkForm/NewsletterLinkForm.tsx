import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'

export interface NewsletterLinkFormProps {
  /** What the button does with the token in the page's address. */
  action: 'confirm' | 'unsubscribe'
}

/**
 * The button of the page a mailed newsletter link opens. A plain form that posts the page's own
 * address (the token is in it), so it works before any script has run; opening the link changes
 * nothing, only this button does (pb_hooks/newsletter.pb.js).
 */
export function NewsletterLinkForm({ action }: NewsletterLinkFormProps) {
  return (
    <form method="post">
      <Button type="submit">
        {action === 'confirm' ? <Trans>Confirm my sign-up</Trans> : <Trans>Unsubscribe</Trans>}
      </Button>
    </form>
  )
}
