import { useLingui } from '@lingui/react/macro'
import { Modal, Text } from '@mantine/core'
import '@mantine/core/styles/Modal.css'
import { useEffect, useState } from 'react'
import type { subscribe } from '../../api/subscribe'
import { cookieBannerIsOpen, popupAlreadyHandled, rememberPopup } from '../../popup-memory'
import { NewsletterForm } from '../NewsletterForm/NewsletterForm'

export interface NewsletterPopupProps {
  /** Time on the site before the offer appears. @default 30000 */
  delayMs?: number
  /** Signs up; replaced in stories and tests. */
  subscribe?: typeof subscribe
}

const recheckMs = 5000

/** The free-guide offer (spec §2 fixed elements): once per visitor, never over the cookie banner. */
export function NewsletterPopup({ delayMs = 30_000, subscribe }: NewsletterPopupProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    if (popupAlreadyHandled(window.localStorage)) return
    let timer: ReturnType<typeof setTimeout>
    const tryOpen = () => {
      if (cookieBannerIsOpen(document)) timer = setTimeout(tryOpen, recheckMs)
      else setOpened(true)
    }
    timer = setTimeout(tryOpen, delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])

  const close = (outcome: 'dismissed' | 'subscribed') => {
    rememberPopup(window.localStorage, outcome)
    setOpened(false)
  }

  return (
    <Modal
      opened={opened}
      onClose={() => close('dismissed')}
      title={t`Free guide: your first skydive`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Text size="sm" mb="md">
        {t`Everything you want to know before your first jump: choosing your jump, booking in time, the requirements and what happens on the day.`}
      </Text>
      <NewsletterForm subscribe={subscribe} onSubscribed={() => close('subscribed')} />
    </Modal>
  )
}
