import type { CSSProperties, ReactNode } from 'react'
import classes from './TwoColumns.module.css'

export interface TwoColumnsProps {
  /** The columns' widths side by side, in twelfths; on narrow screens they stack. */
  split: readonly [number, number]
  gap?: 'lg' | 'xl'
  /** How the columns line up side by side. */
  align?: 'start' | 'center' | 'stretch'
  children: readonly [ReactNode, ReactNode]
}

/**
 * Two columns that stack below Mantine's md breakpoint: the one layout the sections needed from
 * Mantine's Grid, as a stylesheet rule instead of a component's code on every page that shows them.
 */
export function TwoColumns({ split: [first, second], gap = 'xl', align = 'stretch', children }: TwoColumnsProps) {
  const style = {
    '--two-columns-template': `minmax(0, ${first}fr) minmax(0, ${second}fr)`,
    '--two-columns-gap': `var(--mantine-spacing-${gap})`,
    '--two-columns-align': align,
  } as CSSProperties
  return (
    <div className={classes.columns} style={style}>
      <div>{children[0]}</div>
      <div>{children[1]}</div>
    </div>
  )
}
