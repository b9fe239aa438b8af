import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { Translate } from '../forecast/texts'

/** The forecast texts' translator in the browser: Lingui's i18n with runtime values. */
export function useTranslate(): Translate {
  const { i18n } = useLingui()
  return useCallback((descriptor: MessageDescriptor, values?: Record<string, string | number>) => i18n._({ ...descriptor, values }), [i18n])
}
