import { msg } from '@lingui/core/macro'
import type { NotificationData } from '@mantine/notifications'
import { i18n } from '~/lib/i18n/i18n'

let wanted = false
const listeners = new Set<() => void>()

/** Whether anything was ever notified: the notification area's code loads only then. */
export const notificationsWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): boolean => wanted,
}

/**
 * Mantine notifications with a named close button (its default has no accessible name). The
 * notifications package is fetched with the first notification, not with every page.
 */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  const closeLabel = i18n._(msg`Close notification`)
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ ...data, closeButtonProps: { 'aria-label': closeLabel, ...data.closeButtonProps } }),
  )
}
