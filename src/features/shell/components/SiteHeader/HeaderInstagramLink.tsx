import { useLingui } from '@lingui/react/macro'
import { Anchor } from '@mantine/core'
import { IconBrandInstagram } from '@tabler/icons-react'
import { useSiteFacts } from '~/lib/site-facts'
import classes from './SiteHeader.module.css'

/**
 * The header's Instagram link, a component of its own: the business details arrive after hydration,
 * and their arrival re-renders synchronously only what reads them (this link, not the whole header).
 */
export function HeaderInstagramLink() {
  const { t } = useLingui()
  const instagram = useSiteFacts()?.social?.instagram
  if (!instagram) return null
  return (
    <Anchor
      href={instagram}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.iconLink}
      aria-label={t`Follow us on Instagram (opens in a new tab)`}
      // From 1408 px only: below that the full Dutch menu needs the room (the footer links it too).
      visibleFrom="xl"
    >
      <IconBrandInstagram size={22} aria-hidden />
    </Anchor>
  )
}
