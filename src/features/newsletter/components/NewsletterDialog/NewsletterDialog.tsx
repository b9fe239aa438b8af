import { useLingui } from '@lingui/react/macro'
import { Modal, Text } from '@mantine/core'
import '@mantine/core/styles/Modal.css'
import type { subscribe } from '../../api/subscribe'
import { NewsletterForm } from '../NewsletterForm/NewsletterForm'

export interface NewsletterDialogProps {
  opened: boolean
  onClose: (outcome: 'dismissed' | 'subscribed') => void
  subscribe?: typeof subscribe
}

/** The free-guide offer itself; NewsletterPopup decides when it appears and loads it then. */
export function NewsletterDialog({ opened, onClose, subscribe }: NewsletterDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={() => onClose('dismissed')}
      title={t`Free guide: your first skydive`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Text size="sm" mb="md">
        {t`Everything you want to know before your first jump: choosing your jump, booking in time, the requirements and what happens on the day.`}
      </Text>
      <NewsletterForm subscribe={subscribe} onSubscribed={() => onClose('subscribed')} />
    </Modal>
  )
}
