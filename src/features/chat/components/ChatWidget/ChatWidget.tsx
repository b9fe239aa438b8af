import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconMessageChatbot } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { whenIdle } from '~/lib/hydration/idle/idle'
import { localeFromPath } from '~/lib/i18n/locales'
import { closeChat, sendChatMessage } from '../../api/chat-api'
import { createChatController, type ChatController } from '../../widget/chat-controller'
import { initialChatState } from '../../widget/chat-state'
import type { EnquiryFormTarget } from '../ChatPanel/TalkToPerson'
import classes from './ChatWidget.module.css'

const loadPanel = () => import('../ChatPanel/ChatPanel')
/** The panel's code comes when the button is pressed, or at idle before that. */
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })))

export interface ChatWidgetProps {
  /** The general tab of the enquiry form, composed by the route, which knows the enquiry feature. */
  enquiryForm: EnquiryFormTarget
  /** Replaces the requests and the storage in stories and tests. */
  controller?: ChatController
}

/** The controller lives as long as the widget; it reads the page's language and path when it sends. */
function useController(given: ChatController | undefined): ChatController {
  const [controller] = useState(
    () =>
      given ??
      createChatController({
        send: (request) => sendChatMessage(request),
        close: (request) => closeChat(request),
        storage: window.sessionStorage,
        locale: () => localeFromPath(window.location.pathname),
        page: () => window.location.pathname,
      }),
  )
  useEffect(() => () => controller.stop(), [controller])
  return controller
}

/** The floating chat button at the bottom right of every public page, and the panel it opens (product spec, chat widget). */
export function ChatWidget({ enquiryForm, controller: given }: ChatWidgetProps) {
  const { t } = useLingui()
  const controller = useController(given)
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => initialChatState)
  const launcher = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(state.open)

  useEffect(() => whenIdle(() => void loadPanel()), [])
  useEffect(() => {
    // Focus goes back to the button when the panel closes (the panel takes it when it opens).
    if (wasOpen.current && !state.open) launcher.current?.focus()
    wasOpen.current = state.open
  }, [state.open])

  if (state.open) {
    return (
      <Suspense fallback={null}>
        <ChatPanel state={state} dispatch={controller.dispatch} enquiryForm={enquiryForm} />
      </Suspense>
    )
  }
  return (
    <Button
      ref={launcher}
      className={classes.launcher}
      classNames={{ label: classes.label, section: classes.section }}
      size="md"
      radius="xl"
      leftSection={<IconMessageChatbot size={20} aria-hidden />}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t`Chat with our AI assistant`}
      onClick={() => controller.dispatch({ type: 'open', now: Date.now() })}
    >
      {t`Chat`}
    </Button>
  )
}

