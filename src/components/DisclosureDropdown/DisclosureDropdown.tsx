import { Paper } from '@mantine/core'
import { useClickOutside } from '@mantine/hooks'
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import classes from './DisclosureDropdown.module.css'

export interface TriggerProps {
  'aria-expanded': boolean
  'aria-controls': string
  onClick: () => void
}

export interface DisclosureDropdownProps {
  /** The button that shows and hides the panel; spread the given props onto it. */
  trigger: (props: TriggerProps) => ReactNode
  /** The panel's content; `close` hides it (for example after a link is followed). */
  children: (close: () => void) => ReactNode
  /** Which edge of the trigger the panel lines up with. @default 'start' */
  align?: 'start' | 'end'
  /** Also open while the pointer rests on the trigger or the panel (desktop navigation). */
  openOnHover?: boolean
}

const hoverOpenMs = 80
const hoverCloseMs = 200

/**
 * A button that shows a panel below it: the disclosure pattern WAI-ARIA recommends for site
 * navigation. It closes on an outside click, on Escape (focus returns to the button) and when
 * focus leaves it. Deliberately without a positioning engine: the panel always sits under the
 * header button, and the page downloads no popover code for it.
 */
export function DisclosureDropdown({ trigger, children, align = 'start', openOnHover = false }: DisclosureDropdownProps) {
  // 'hover': the pointer opened it and leaving closes it; 'click': it stays until dismissed.
  const [mode, setMode] = useState<'closed' | 'hover' | 'click'>('closed')
  // The pointer's pending wish (enter = open, leave = close), applied after a short delay.
  const [pointerWish, setPointerWish] = useState<'open' | 'close' | null>(null)
  // React's id, the same in the prerendered page and after hydration: Mantine's replaces its own in a
  // layout effect, which re-rendered the dropdown synchronously in the middle of hydration.
  const panelId = useId()
  const opened = mode !== 'closed'

  useEffect(() => {
    if (pointerWish === null) return
    const timer = setTimeout(
      () => {
        setMode((current) => (pointerWish === 'open' ? (current === 'closed' ? 'hover' : current) : current === 'hover' ? 'closed' : current))
        setPointerWish(null)
      },
      pointerWish === 'open' ? hoverOpenMs : hoverCloseMs,
    )
    return () => clearTimeout(timer)
  }, [pointerWish])

  // A click, Escape or focus change decides at once; a pointer wish still pending is dropped.
  const decide = (next: 'closed' | 'click') => {
    setPointerWish(null)
    setMode(next)
  }
  const close = () => decide('closed')
  const root = useClickOutside<HTMLDivElement>(close)
  // A click on a panel the pointer just opened keeps it open instead of closing it again.
  const onTriggerClick = () => decide(mode === 'click' ? 'closed' : 'click')
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return
    close()
    root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus()
  }

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close()
      }}
      onPointerEnter={openOnHover ? (event) => event.pointerType === 'mouse' && setPointerWish('open') : undefined}
      onPointerLeave={openOnHover ? (event) => event.pointerType === 'mouse' && setPointerWish('close') : undefined}
    >
      {trigger({ 'aria-expanded': opened, 'aria-controls': panelId, onClick: onTriggerClick })}
      <Paper id={panelId} hidden={!opened} shadow="md" withBorder className={classes.panel} data-align={align}>
        {children(close)}
      </Paper>
    </div>
  )
}

/** Class names for the panel's rows, so every dropdown's items look alike. */
export const dropdownClasses = { item: classes.item, list: classes.list }
