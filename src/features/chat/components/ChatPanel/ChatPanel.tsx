import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, FocusTrap, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowsMaximize, IconArrowsMinimize, IconX } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ChatEvent, ChatState } from '../../widget/chat-state'
import { conversationSummary } from '../../widget/conversation-summary'
import { ChatEntries } from './ChatEntries'
import classes from './ChatPanel.module.css'
import { Composer } from './Composer'
import { DetailsForm } from './DetailsForm'
import { TalkToPerson, type EnquiryFormTarget } from './TalkToPerson'

export interface ChatPanelProps {
  state: ChatState
  dispatch(event: ChatEvent): void
  /** The general enquiry form, for "talk to a person". */
  enquiryForm: EnquiryFormTarget
}

/**
 * The open chat: 380 px at the bottom right, or the whole window as a dialog. Focus moves into it
 * when it opens (the widget moves it back to the button when it closes); Escape closes it.
 */
export function ChatPanel({ state, dispatch, enquiryForm }: ChatPanelProps) {
  const { t } = useLingui()
  const titleId = useId()
  const panelId = useId()
  const input = useRef<HTMLTextAreaElement>(null)
  const [draft, setDraft] = useState('')
  const now = () => Date.now()

  useEffect(() => {
    // The message box, unless the details form or the countdown asks for attention first.
    const target = document.getElementById(panelId)?.querySelector<HTMLElement>('[data-autofocus]') ?? input.current
    target?.focus()
  }, [state.phase, panelId])

  const send = () => {
    if (state.phase !== 'ready' || draft.trim() === '') return
    dispatch({ type: 'send', text: draft, now: now() })
    setDraft('')
  }
  const cancelDetails = () => {
    setDraft(state.pending ?? '')
    dispatch({ type: 'cancelDetails' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    dispatch({ type: 'hide' })
  }
  const summary = () =>
    conversationSummary(state.entries, { heading: t`Summary of my chat with the assistant:`, question: t`Question`, answer: t`Answer` })
  const lastAnswer = [...state.entries].reverse().find((entry) => entry.kind === 'answer')
  const canEnd = state.conversationId !== null && state.phase !== 'closing'

  return (
    <FocusTrap active={state.expanded}>
      <Paper
        id={panelId}
        component="section"
        role="dialog"
        aria-modal={state.expanded}
        aria-labelledby={titleId}
        shadow="lg"
        withBorder
        radius="md"
        className={`${classes.panel} ${state.expanded ? classes.expanded : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className={classes.header}>
          <div className={classes.title}>
            <Text id={titleId} fw={700} size="sm">
              {t`Chat assistant`}
            </Text>
            <Text size="xs" c="dimmed">
              {t`An AI that answers from our website`}
            </Text>
          </div>
          {canEnd && (
            <Button variant="subtle" size="compact-xs" onClick={() => dispatch({ type: 'end', isAutoClose: false, now: now() })}>
              {t`End chat`}
            </Button>
          )}
          <ActionIcon variant="subtle" size="lg" onClick={() => dispatch({ type: 'toggleExpanded' })} aria-label={state.expanded ? t`Back to the small window` : t`Expand to the full window`}>
            {state.expanded ? <IconArrowsMinimize size={18} aria-hidden /> : <IconArrowsMaximize size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon variant="subtle" size="lg" onClick={() => dispatch({ type: 'hide' })} aria-label={t`Close the chat window`}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </div>
        <ChatEntries state={state} onContinue={() => dispatch({ type: 'continue', now: now() })} />
        <Stack gap="xs" className={classes.footer}>
          {state.phase === 'details' && (
            <DetailsForm onSubmit={(details) => dispatch({ type: 'submitDetails', details, now: now() })} onCancel={cancelDetails} />
          )}
          {/* Disabled while a reply is pending or the details form shows; there it holds the message waiting for the form. */}
          <Composer
            value={state.phase === 'details' ? (state.pending ?? '') : draft}
            onChange={setDraft}
            onSend={send}
            disabled={state.phase !== 'ready'}
            inputRef={input}
          />
          <Group justify="space-between" gap="xs">
            <TalkToPerson enquiryForm={enquiryForm} summary={summary} highlighted={lastAnswer?.kind === 'answer' && lastAnswer.handoff} onLeave={() => dispatch({ type: 'hide' })} />
          </Group>
        </Stack>
      </Paper>
    </FocusTrap>
  )
}

