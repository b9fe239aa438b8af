import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { promptInstall, dispatchPwa, usePwaState } from '../../pwa-store'
import { oldestSavedAt } from '../../pwa-state'
import { applyUpdate, registerServiceWorker, registrationDelayMs, whenVisibleAfter } from '../../register'
import { useOnline, useSavedPageDate } from '../../use-connection'
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus'
import { InstallButton } from '../InstallButton/InstallButton'
import { UpdatePrompt } from '../UpdatePrompt/UpdatePrompt'
import classes from './PwaLayer.module.css'

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
    return whenVisibleAfter(registrationDelayMs, () => void registerServiceWorker(() => dispatchPwa({ type: 'update-ready' })))
  }, [])

  return (
    <div className={classes.layer}>
      <ConnectionStatus online={online} asOf={earliest(savedPage, oldestSavedAt(state))} />
      {state.updateReady && !updateDismissed && (
        <UpdatePrompt onReload={() => applyUpdate()} onDismiss={() => setUpdateDismissed(true)} />
      )}
      {state.canInstall && !installDismissed && (
        <InstallButton onInstall={() => void promptInstall()} onDismiss={() => setInstallDismissed(true)} />
      )}
    </div>
  )
}
