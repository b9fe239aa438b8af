import { lazy, Suspense, useEffect, useState } from 'react'
import { afterCatalog } from '~/lib/i18n/i18n'
import type { subscribe } from '../../api/subscribe'
import { cookieBannerIsOpen, popupAlreadyHandled, rememberPopup } from '../../popup-memory'

const NewsletterDialog = lazy(afterCatalog(() => import('../NewsletterDialog/NewsletterDialog').then((module) => ({ default: module.NewsletterDialog }))))

export interface NewsletterPopupProps {
  /** Time on the site before the offer appears. @default 30000 */
  delayMs?: number
  /** Signs up; replaced in stories and tests. */
  subscribe?: typeof subscribe
}

const recheckMs = 5000

/** The free-guide offer (product §2 fixed elements): once per visitor, never over the cookie banner. */
export function NewsletterPopup({ delayMs = 30_000, subscribe }: NewsletterPopupProps) {
  const [opened, setOpened] = useState(false)
  const [everOpened, setEverOpened] = useState(false)

  useEffect(() => {
    if (popupAlreadyHandled(window.localStorage)) return
    let timer: ReturnType<typeof setTimeout>
    const tryOpen = () => {
      if (cookieBannerIsOpen(document)) timer = setTimeout(tryOpen, recheckMs)
      else {
        setEverOpened(true)
        setOpened(true)
      }
    }
    timer = setTimeout(tryOpen, delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])

  const close = (outcome: 'dismissed' | 'subscribed') => {
    rememberPopup(window.localStorage, outcome)
    setOpened(false)
  }

  // Nothing of the dialog (modal, focus trap, form) is downloaded before the offer is due.
  if (!everOpened) return null
  return (
    <Suspense fallback={null}>
      <NewsletterDialog opened={opened} onClose={close} subscribe={subscribe} />
    </Suspense>
  )
}
