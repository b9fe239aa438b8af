import type { CSSProperties, HTMLAttributes, ReactNode } from 'react'
import classes from './Columns.module.css'

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg'
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number

export interface ColumnsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Columns side by side: one number, or per Mantine breakpoint from the smallest up (a missing one keeps the smaller's). */
  cols: number | Partial<Record<Breakpoint, number>>
  /** Space between columns: a Mantine spacing or pixels. @default 'md' */
  spacing?: Spacing
  /** Space between rows. @default spacing */
  verticalSpacing?: Spacing
  /** The element: a list or a description list where the items are one. @default 'div' */
  component?: 'div' | 'ul' | 'ol' | 'dl'
  children: ReactNode
}

const gap = (spacing: Spacing) => (typeof spacing === 'number' ? `${spacing / 16}rem` : `var(--mantine-spacing-${spacing})`)

/**
 * A grid of equal columns that changes with the screen width, drawn entirely by the stylesheet: the
 * server HTML is final, and no style element is written into the page (Mantine's SimpleGrid writes
 * its media queries as one inside <body>, which HTML does not allow).
 */
export function Columns({ cols, spacing = 'md', verticalSpacing = spacing, component: Element = 'div', className, style, children, ...rest }: ColumnsProps) {
  const perBreakpoint = typeof cols === 'number' ? { base: cols } : cols
  const variables: Record<string, string> = { '--columns-gap-x': gap(spacing), '--columns-gap-y': gap(verticalSpacing) }
  for (const [breakpoint, count] of Object.entries(perBreakpoint)) variables[`--columns-${breakpoint}`] = String(count)
  return (
    <Element {...rest} className={className ? `${classes.columns} ${className}` : classes.columns} style={{ ...variables, ...style } as CSSProperties}>
      {children}
    </Element>
  )
}
