import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus'
import { InstallButton } from '../InstallButton/InstallButton'
import { UpdatePrompt } from '../UpdatePrompt/UpdatePrompt'

export interface PwaNoticesProps {
  online: boolean
  asOf: number | null
  onReload?: () => void
  onDismissUpdate: () => void
  onInstall?: () => void
  onDismissInstall: () => void
}

/** The notices the layer shows; a callback is given only while its notice is on offer. */
export function PwaNotices({ online, asOf, onReload, onDismissUpdate, onInstall, onDismissInstall }: PwaNoticesProps) {
  return (
    <>
      <ConnectionStatus online={online} asOf={asOf} />
      {onReload && <UpdatePrompt onReload={onReload} onDismiss={onDismissUpdate} />}
      {onInstall && <InstallButton onInstall={onInstall} onDismiss={onDismissInstall} />}
    </>
  )
}
