import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { jumpTypes, type JumpType } from '../../forecast/jump-limits'
import { jumpTypeLabels } from '../../forecast/word-messages'
import classes from './JumpTypeControl.module.css'

export interface JumpTypeControlProps {
  value: JumpType
  onChange: (jumpType: JumpType) => void
}

/**
 * Tandem, student or demonstration: each has its own limits. Native radio buttons drawn as one
 * segmented bar: arrow keys move the choice, and nothing is measured while the page starts
 * (Mantine's SegmentedControl positions its indicator from layout reads, decision 028).
 */
export function JumpTypeControl({ value, onChange }: JumpTypeControlProps) {
  const { i18n } = useLingui()
  const name = useId()
  return (
    <fieldset className={classes.control}>
      <legend className={classes.legend}>
        <Trans>Jump type</Trans>
      </legend>
      <div className={classes.segments}>
        {jumpTypes.map((type) => (
          <label key={type} className={classes.segment}>
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} className={classes.radio} />
            {i18n._(jumpTypeLabels[type])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
