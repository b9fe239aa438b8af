/** The booking widget remembers for the session whether it is minimised (product §4 "Booking widget: minimised or expanded"). */
export const widgetMemoryKey = 'booking-widget'

export type WidgetState = 'minimised' | 'expanded'

export function rememberedWidgetState(storage: Pick<Storage, 'getItem'> | undefined): WidgetState | null {
  try {
    const value = storage?.getItem(widgetMemoryKey)
    return value === 'minimised' || value === 'expanded' ? value : null
  } catch {
    return null
  }
}

export function rememberWidgetState(storage: Pick<Storage, 'setItem'> | undefined, state: WidgetState): void {
  try {
    storage?.setItem(widgetMemoryKey, state)
  } catch {
    // ignore: storage unavailable, the widget then forgets on the next page load
  }
}
