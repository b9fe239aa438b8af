import { useLingui } from '@lingui/react'
import { Paper, Text } from '@mantine/core'
import type { Stat } from '~/content/home/stats'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './StatGrid.module.css'
import { Columns } from '~/components/Columns/Columns'

export interface StatGridProps {
  stats: readonly Stat[]
  /** Accessible name of the list of figures. */
  label: string
  columns?: number
}

/** Headline figures from the facts module, formatted in the page's language. */
export function StatGrid({ stats, label, columns = 4 }: StatGridProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Columns component="ul" aria-label={label} cols={{ base: 2, sm: Math.min(columns, 3), md: columns }} spacing="md">
      {stats.map((stat) => (
        <Paper component="li" key={stat.key} withBorder p="md" className={classes.stat}>
          <Text className={classes.value}>{stat.value(locale)}</Text>
          <Text size="sm">{i18n._(stat.label)}</Text>
        </Paper>
      ))}
    </Columns>
  )
}
