import { Anchor, type AnchorProps } from '@mantine/core'
import type { AnchorHTMLAttributes } from 'react'
import { useSectionLink } from './useSectionLink'

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'style' | 'color'>

export interface SectionLinkProps extends AnchorProps, AnchorAttributes {
  /** The id of the home section, e.g. "faq" (product §2 "Home sections and anchors"). */
  section: string
  /** Called on a click before scrolling, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/** A link to a section of the home page, in the language of the current page. */
export function SectionLink({ section, onNavigate, ...props }: SectionLinkProps) {
  const link = useSectionLink(section, onNavigate)
  return <Anchor {...props} {...link} />
}
