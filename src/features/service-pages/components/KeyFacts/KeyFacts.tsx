import { useLingui } from '@lingui/react'
import type { KeyFact } from '~/content/services'
import { factIcons } from '../../fact-icons'
import classes from '../ServiceHero/ServiceHero.module.css'

/** Short facts in a service page's hero: lead time, limits, price. A module of its own, so landing pages leave its icons out. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  const { i18n } = useLingui()
  if (facts.length === 0) return null
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => {
        const Icon = factIcons[fact.icon]
        return (
          <div key={fact.label.id} className={classes.fact}>
            <dt className={classes.factLabel}>
              <Icon size={18} aria-hidden stroke={1.75} />
              {i18n._(fact.label)}
            </dt>
            <dd className={classes.factValue}>{i18n._(fact.value)}</dd>
          </div>
        )
      })}
    </dl>
  )
}
