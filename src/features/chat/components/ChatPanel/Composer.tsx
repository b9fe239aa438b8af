import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Textarea } from '@mantine/core'
import '@mantine/core/styles/Input.css'
import { IconSend } from '@tabler/icons-react'
import type { KeyboardEvent, Ref } from 'react'
import { maxMessageLength } from '../../schema/chat-rules'

export interface ComposerProps {
  value: string
  onChange(value: string): void
  onSend(): void
  /** While a reply is pending or the details form shows. */
  disabled: boolean
  inputRef?: Ref<HTMLTextAreaElement>
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ value, onChange, onSend, disabled, inputRef }: ComposerProps) {
  const { t } = useLingui()
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        ref={inputRef}
        style={{ flex: 1 }}
        aria-label={t`Your message`}
        placeholder={t`Type your question…`}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={maxMessageLength}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon size="lg" onClick={onSend} disabled={disabled} aria-label={t`Send`}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
