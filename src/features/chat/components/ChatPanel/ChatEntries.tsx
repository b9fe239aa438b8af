import { useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { chatMessages } from '../../schema/chat-messages'
import type { ChatEntry, ChatState } from '../../widget/chat-state'
import { talkToPersonLabel, welcomeText } from '../../chat-texts'
import classes from './ChatPanel.module.css'

const AnchorLink = createLink(Anchor)

/** "2:59": minutes and seconds left, updated every second while the countdown runs. */
function useCountdown(endsAt: number | null): string {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [endsAt])
  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

interface EntryProps {
  entry: ChatEntry
  state: ChatState
  onContinue(): void
  isLast: boolean
}

function Entry({ entry, state, onContinue, isLast }: EntryProps) {
  const { t, i18n } = useLingui()
  const countdown = useCountdown(isLast && entry.kind === 'warning' ? state.closesAt : null)
  const email = state.details?.customerEmail ?? ''
  switch (entry.kind) {
    case 'question':
      return (
        <div className={`${classes.bubble} ${classes.visitor}`}>
          <VisuallyHidden>{t`You:`} </VisuallyHidden>
          {entry.text}
        </div>
      )
    case 'answer':
      return (
        <div className={`${classes.bubble} ${classes.assistant}`} lang={entry.locale}>
          <VisuallyHidden>{t`Assistant:`} </VisuallyHidden>
          {entry.text}
          {entry.sources.length > 0 && (
            <Text size="sm" mt={4}>
              {entry.sources.length === 1 ? t`Source:` : t`Sources:`}{' '}
              {entry.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 && ', '}
                  <AnchorLink to={source.url}>{source.title}</AnchorLink>
                </span>
              ))}
            </Text>
          )}
        </div>
      )
    case 'refusal':
      return <div className={`${classes.bubble} ${classes.assistant}`}>{entry.text}</div>
    case 'failure':
      return <div className={`${classes.bubble} ${classes.assistant}`}>{i18n._(chatMessages['chat.failed']!)}</div>
    case 'welcome':
      return <div className={`${classes.bubble} ${classes.assistant}`}>{i18n._({ ...welcomeText, values: { talk: i18n._(talkToPersonLabel) } })}</div>
    case 'confirmation':
      return <div className={`${classes.bubble} ${classes.assistant}`}>{t`Good, the conversation continues.`}</div>
    case 'farewell':
      return (
        <div className={`${classes.bubble} ${classes.notice}`}>
          {t`Thank you for chatting with us. A link to the transcript of this conversation is on its way to ${email}.`}
        </div>
      )
    case 'warning':
      return (
        <div className={`${classes.bubble} ${classes.notice}`}>
          {t`Are you still there? Without activity this conversation closes in 3 minutes, and a link to its transcript goes to your e-mail.`}
          {isLast && state.phase === 'warning' && (
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm" role="timer">
                {t`Closes in ${countdown}`}
              </Text>
              <Button size="xs" onClick={onContinue} data-autofocus>
                {t`Continue conversation`}
              </Button>
            </Group>
          )}
        </div>
      )
  }
}

export interface ChatEntriesProps {
  state: ChatState
  onContinue(): void
}

/** The conversation as a log: a screen reader announces each new message, not the ones already there. */
export function ChatEntries({ state, onContinue }: ChatEntriesProps) {
  const { t } = useLingui()
  const log = useRef<HTMLDivElement>(null)
  const count = state.entries.length
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [count, state.phase])
  return (
    <div ref={log} className={classes.log} role="log" aria-label={t`Conversation`} tabIndex={0}>
      {state.entries.map((entry, index) => (
        <Entry key={entry.id} entry={entry} state={state} onContinue={onContinue} isLast={index === count - 1} />
      ))}
      {state.phase === 'waiting' && (
        <Text size="sm" c="dimmed" role="status">
          {t`The assistant is answering…`}
        </Text>
      )}
    </div>
  )
}
