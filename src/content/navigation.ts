import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { business, figures, replyWithinHours } from './facts'

const foundingYear = business.foundingYear
const safety = `${figures.safetyRecordPercent}%`

export interface NavLink {
  label: MessageDescriptor
  /** Language-neutral path; the link component adds /nl on Dutch pages. */
  to: string
}

/** A header entry that scrolls to a section of the home page (product §2 "Navigation"). */
export interface SectionNavLink {
  label: MessageDescriptor
  /** The id of the home section (product §2.3: the header's section entries scroll to these). */
  section: string
}

export const homeLink: NavLink = { label: msg`Home`, to: '/' }

export const sectionLinks: readonly SectionNavLink[] = [
  { label: msg`Experiences`, section: 'experiences' },
  { label: msg`Stories`, section: 'stories' },
  { label: msg`About`, section: 'about' },
  { label: msg`Partners`, section: 'partners' },
  { label: msg`FAQ`, section: 'faq' },
  { label: msg`Contact`, section: 'contact' },
]

export const serviceLinks: readonly NavLink[] = [
  { label: msg`Tandem jumps`, to: '/services/tandem-jumps' },
  { label: msg`Helicopter jumps`, to: '/services/helicopter-jumps' },
  { label: msg`Hot air balloon jumps`, to: '/services/hot-air-balloon' },
  { label: msg`Stadium shows`, to: '/services/stadium-shows' },
  { label: msg`Festival performances`, to: '/festival-performances' },
  { label: msg`Corporate events`, to: '/corporate-events' },
  { label: msg`Media production`, to: '/services/media-production' },
]

export const reasonsToChoose: readonly MessageDescriptor[] = [
  msg`Professional skydivers since ${foundingYear}`,
  msg`A ${safety} safety record`,
  msg`Available across the Netherlands`,
  msg`A reply within ${replyWithinHours} hours`,
]

/** Partners named by kind until an admin enters their names (product §10.5). */
export const footerPartners: readonly MessageDescriptor[] = [
  msg`A Dutch premier-league football club`,
  msg`A second Dutch football club`,
  msg`A national radio network`,
  msg`A national TV network`,
]
