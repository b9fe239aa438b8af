import {
  IconBroadcast,
  IconGift,
  IconMap,
  IconParachute,
  IconPlane,
  IconUsers,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react'
import type { ContentIcon } from '~/content/services'
import { factIcons } from './fact-icons'

/** Content names its pictograms; this is the one place that turns them into icons. */
export const contentIcons: Record<ContentIcon, TablerIcon> = {
  ...factIcons,
  parachute: IconParachute,
  video: IconVideo,
  users: IconUsers,
  plane: IconPlane,
  broadcast: IconBroadcast,
  map: IconMap,
  gift: IconGift,
}
