import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterCatalog } from '~/lib/i18n/i18n'
import { promptInstall, dispatchPwa, usePwaState } from '../../pwa-store'
import { oldestSavedAt } from '../../pwa-state'
import { registrationDelayMs, whenVisibleAfter } from '../../register-timing'
import { useOnline } from '~/lib/use-online'
import { useSavedPageDate } from '../../useConnection'
import classes from './PwaLayer.module.css'

// Most visits never show a notice: their code comes when one is due. The worker's registration (with
// workbox-window) comes when it is due too, after the page has started.
const loadRegistration = () => import('../../register')
const PwaNotices = lazy(afterCatalog(() => import('../PwaNotices/PwaNotices').then((module) => ({ default: module.PwaNotices }))))

const earliest = (...times: (number | null)[]) => {
  const known = times.filter((time): time is number => time !== null)
  return known.length ? Math.min(...known) : null
}

/** Registers the worker (production only) and shows connection, update and install notices. */
export function PwaLayer() {
  const state = usePwaState()
  const online = useOnline()
  const pathname = useRouterState({ select: (router) => router.location.pathname })
  const savedPage = useSavedPageDate(online, pathname)
  const [updateDismissed, setUpdateDismissed] = useState(false)
  const [installDismissed, setInstallDismissed] = useState(false)

  useEffect(() => {
    if (!import.meta.env.PROD) return
    return whenVisibleAfter(registrationDelayMs, () =>
      void loadRegistration().then(({ registerServiceWorker }) => registerServiceWorker(() => dispatchPwa({ type: 'update-ready' }))),
    )
  }, [])

  const asOf = earliest(savedPage, oldestSavedAt(state))
  const offerUpdate = state.updateReady && !updateDismissed
  const offerInstall = state.canInstall && !installDismissed
  return (
    <div className={classes.layer}>
      {(!online || asOf !== null || offerUpdate || offerInstall) && (
        <Suspense fallback={null}>
          <PwaNotices
            online={online}
            asOf={asOf}
            onReload={offerUpdate ? () => void loadRegistration().then(({ applyUpdate }) => applyUpdate()) : undefined}
            onDismissUpdate={() => setUpdateDismissed(true)}
            onInstall={offerInstall ? () => void promptInstall() : undefined}
            onDismissInstall={() => setInstallDismissed(true)}
          />
        </Suspense>
      )}
    </div>
  )
}
