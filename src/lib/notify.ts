import { msg } from '@lingui/core/macro'
import { notifications, type NotificationData } from '@mantine/notifications'
import { i18n } from '~/lib/i18n/i18n'

/** Mantine notifications with a named close button (its default has no accessible name). */
export function notify(data: NotificationData): string {
  return notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': i18n._(msg`Close notification`), ...data.closeButtonProps },
  })
}
