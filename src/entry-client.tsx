import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { listenToOutbox } from '~/features/enquiries/outbox/page-outbox'
import { installRevealOnInteraction, revealAllPending } from '~/lib/hydration/sections/reveal'
import { activateLocale, activatePageMessages } from '~/lib/i18n/i18n'
import { localeFromPath } from '~/lib/i18n/locales'
import { embeddedPageMessages } from '~/lib/i18n/page-messages'
import { createAppRouter } from './router'

/** Ends the current task, so the steps below run as several short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Starts the app in several short tasks. A function, not top-level await: a module with top-level
 * await turns off the bundler's chunk merging, and the pages would load dozens of tiny chunks.
 */
async function start() {
  // The messages must be active before hydration, or the first render would not match the prerendered text.
  const locale = localeFromPath(window.location.pathname)
  const pageMessages = embeddedPageMessages(document)
  const completeCatalog = pageMessages ? activatePageMessages(locale, pageMessages) : undefined
  if (!completeCatalog) await activateLocale(locale)
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  // Before hydrateRoot: its event listeners must come after this one.
  installRevealOnInteraction()
  // A navigation after the first load (a section link's #fragment, back and forward) must not blank waiting sections.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.hrefChanged) revealAllPending()
  })

  // In a transition React hydrates in slices of a few milliseconds, yielding to input and paint between
  // them, instead of one task per boundary; a press on a part not yet hydrated still hydrates it at once.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
  // Requested now, it arrives while the page hydrates. Should it fail, the next navigation asks again.
  completeCatalog?.().catch(() => {})
}

// Before React: a delivery the worker reports during load must not be missed.
listenToOutbox()
void start()
