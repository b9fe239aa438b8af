import {
  IconCalendar,
  IconCamera,
  IconClock,
  IconCurrencyEuro,
  IconScale,
  IconShieldCheck,
  IconSun,
  IconTarget,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react'
import type { FactIcon } from '~/content/services'

/** The hero's pictograms, apart from the rest (icons.ts): the hero is start-up code, the sections below it are not. */
export const factIcons: Record<FactIcon, TablerIcon> = {
  calendar: IconCalendar,
  camera: IconCamera,
  clock: IconClock,
  euro: IconCurrencyEuro,
  scale: IconScale,
  shield: IconShieldCheck,
  sun: IconSun,
  target: IconTarget,
  trophy: IconTrophy,
}
