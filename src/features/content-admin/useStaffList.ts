import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useState } from 'react'
import { notify } from '~/lib/notify'

/**
 * A content screen's list: loaded on mount and again on `load()`, null while the first load runs,
 * and a failed load said once as a toast (the screen also shows `LoadFailedAlert` with a retry).
 */
export function useStaffList<T>(list: () => Promise<T[]>, loadFailedMessage: MessageDescriptor) {
  const { i18n } = useLingui()
  const [items, setItems] = useState<T[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const load = useCallback(() => {
    list().then(
      (loaded) => {
        setItems(loaded)
        setLoadFailed(false)
      },
      () => {
        setLoadFailed(true)
        notify({ color: 'red', message: i18n._(loadFailedMessage) })
      },
    )
  }, [list, i18n, loadFailedMessage])
  useEffect(load, [load])
  return { items, loadFailed, load }
}
