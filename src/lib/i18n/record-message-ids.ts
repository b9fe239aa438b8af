import { i18n, type MessageDescriptor } from '@lingui/core'

/**
 * Runs a server render and returns the ids of the messages it translated: what the page's first
 * render in the browser translates too (page-messages.ts). Every translation goes through `_` or
 * `t`, including <Trans> and useLingui's.
 */
export async function recordMessageIds<T>(render: () => Promise<T>): Promise<{ result: T; ids: Set<string> }> {
  const ids = new Set<string>()
  const { _: translate, t } = i18n
  const recording: typeof i18n._ = (id: string | MessageDescriptor, ...rest: unknown[]) => {
    ids.add(typeof id === 'string' ? id : (id.id ?? ''))
    return (translate as (...args: unknown[]) => string).call(i18n, id, ...rest)
  }
  i18n._ = recording
  i18n.t = recording
  try {
    return { result: await render(), ids }
  } finally {
    i18n._ = translate
    i18n.t = t
  }
}
