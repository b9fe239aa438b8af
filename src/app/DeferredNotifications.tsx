import { lazy, Suspense, useSyncExternalStore } from 'react'
import { notificationsWanted } from '~/lib/notify'

const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })))

/** The notification area, downloaded with the first notification instead of with every page. */
export function DeferredNotifications() {
  const wanted = useSyncExternalStore(notificationsWanted.subscribe, notificationsWanted.get, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Notifications limit={3} autoClose={4000} position="top-right" />
    </Suspense>
  )
}
