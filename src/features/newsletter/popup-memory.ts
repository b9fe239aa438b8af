/** The popup is shown once: after it is dismissed or used, it never comes back. */
export const popupMemoryKey = 'newsletter-popup'

export function popupAlreadyHandled(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(popupMemoryKey) != null
  } catch {
    return true // no storage: better never than on every page
  }
}

export function rememberPopup(storage: Pick<Storage, 'setItem'> | undefined, outcome: 'dismissed' | 'subscribed'): void {
  try {
    storage?.setItem(popupMemoryKey, outcome)
  } catch {
    // ignore: storage unavailable
  }
}

/** The cookie banner marks itself with data-cookie-banner; the popup never covers it. */
export function cookieBannerIsOpen(doc: Pick<Document, 'querySelector'>): boolean {
  return doc.querySelector('[data-cookie-banner]') !== null
}
