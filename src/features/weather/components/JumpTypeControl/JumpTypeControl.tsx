import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Input, SegmentedControl } from '@mantine/core'
import { useId } from 'react'
import { jumpTypes, type JumpType } from '../../forecast/jump-limits'
import { jumpTypeLabels } from '../../forecast/word-messages'
import classes from './JumpTypeControl.module.css'

export interface JumpTypeControlProps {
  value: JumpType
  onChange: (jumpType: JumpType) => void
}

/** Tandem, student or demonstration: each has its own limits. */
export function JumpTypeControl({ value, onChange }: JumpTypeControlProps) {
  const { i18n } = useLingui()
  const labelId = useId()
  return (
    <Input.Wrapper label={<Trans>Jump type</Trans>} labelElement="div" id={labelId} w={{ base: '100%', sm: 'auto' }}>
      <SegmentedControl
        aria-labelledby={`${labelId}-label`}
        value={value}
        onChange={(next) => onChange(next as JumpType)}
        data={jumpTypes.map((type) => ({ value: type, label: i18n._(jumpTypeLabels[type]) }))}
        fullWidth
        classNames={{ label: classes.label }}
      />
    </Input.Wrapper>
  )
}
