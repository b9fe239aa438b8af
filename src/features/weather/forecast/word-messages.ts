import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CloudType } from './clouds'
import type { JumpType } from './jump-limits'
import type { LightningRisk } from './lightning'
import type { TurbulenceLevel } from './gusts-and-turbulence'
import type { UvCategory } from './uv'
import type { Verdict } from './verdict'

/** Words the dashboard and the bulletin share, one message each. */
export const verdictLabels: Record<Verdict, MessageDescriptor> = {
  go: msg`Go`,
  marginal: msg`Marginal`,
  'no-go': msg`No-go`,
}

export const jumpTypeLabels: Record<JumpType, MessageDescriptor> = {
  tandem: msg`Tandem`,
  student: msg`Student`,
  demonstration: msg`Demonstration`,
}

/** The jump type inside a sentence: "good jumping weather for tandem jumps". */
export const jumpTypeInSentence: Record<JumpType, MessageDescriptor> = {
  tandem: msg`tandem jumps`,
  student: msg`student jumps`,
  demonstration: msg`demonstration jumps`,
}

/** Eight compass points, as in "from the south-west" / "uit het zuidwesten". */
const compassPoints: readonly MessageDescriptor[] = [
  msg`north`,
  msg`north-east`,
  msg`east`,
  msg`south-east`,
  msg`south`,
  msg`south-west`,
  msg`west`,
  msg`north-west`,
]

export function compassPoint(degrees: number): MessageDescriptor {
  return compassPoints[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!
}

export const cloudTypeLabels: Record<CloudType, MessageDescriptor> = {
  fog: msg`fog`,
  stratus: msg`stratus`,
  stratocumulus: msg`stratocumulus`,
  cumulus: msg`cumulus`,
  cumulonimbus: msg`cumulonimbus`,
  altostratus: msg`altostratus`,
  altocumulus: msg`altocumulus`,
  cirrostratus: msg`cirrostratus`,
  cirrus: msg`cirrus`,
}

export const lightningLabels: Record<LightningRisk, MessageDescriptor> = {
  none: msg`none`,
  low: msg`low`,
  moderate: msg`moderate`,
  high: msg`high`,
}

export const turbulenceLabels: Record<TurbulenceLevel, MessageDescriptor> = {
  none: msg`none`,
  light: msg`light`,
  moderate: msg`moderate`,
  severe: msg`severe`,
}

export const uvLabels: Record<UvCategory, MessageDescriptor> = {
  low: msg`low`,
  moderate: msg`moderate`,
  high: msg`high`,
  'very-high': msg`very high`,
  extreme: msg`extreme`,
}
