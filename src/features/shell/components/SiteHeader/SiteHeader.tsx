import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { ActionIcon, Container, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCloud, IconMenu2, IconSearch } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { SectionLink } from '~/components/SectionLink/SectionLink'
import { business } from '~/content/facts'
import { homeLink, sectionLinks } from '~/content/navigation'
import { afterCatalog } from '~/lib/i18n/i18n'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { ServicesMenu } from '../ServicesMenu/ServicesMenu'
import { ThemeToggle } from '../ThemeToggle/ThemeToggle'
import { HeaderInstagramLink } from './HeaderInstagramLink'
import classes from './SiteHeader.module.css'

const MobileMenu = lazy(afterCatalog(() => import('../MobileMenu/MobileMenu').then((module) => ({ default: module.MobileMenu }))))

/** The site header (product §2): entries, services dropdown, weather, Instagram, EN/NL and a mobile menu. */
export function SiteHeader() {
  const { t, i18n } = useLingui()
  const [menuOpen, menu] = useDisclosure(false)
  const [menuWanted, setMenuWanted] = useState(false)
  const weatherPath = i18n.locale === 'nl' ? '/weer' : '/weather'
  const searchPath = i18n.locale === 'nl' ? '/zoeken' : '/search'

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <LocaleLink to="/" className={classes.brand} underline="never" aria-label={t`${business.name}, home`}>
          {/* The logo mark (public/favicon.svg, scripts/generate-brand-assets.mjs) as a file: inline it would add to every page's script. */}
          <img src="/favicon.svg" alt="" width={28} height={28} className={classes.mark} />
          <span className={classes.name}>{business.name}</span>
        </LocaleLink>

        <Group component="nav" aria-label={t`Main`} gap={0} visibleFrom="lg" wrap="nowrap">
          <LocaleLink to={homeLink.to} className={classes.link} underline="never">
            {i18n._(homeLink.label)}
          </LocaleLink>
          {sectionLinks.map((link) => (
            <SectionLink key={link.section} section={link.section} className={classes.link} underline="never">
              {i18n._(link.label)}
            </SectionLink>
          ))}
          <ServicesMenu />
          <LocaleLink to={weatherPath} className={classes.link} underline="never">
            <IconCloud size={16} aria-hidden /> {t`Weather`}
          </LocaleLink>
        </Group>

        <Group gap={4} wrap="nowrap">
          <LocaleLink to={searchPath} className={classes.iconLink} underline="never" aria-label={t`Search this site`}>
            <IconSearch size={22} aria-hidden />
          </LocaleLink>
          <HeaderInstagramLink />
          <Group visibleFrom="sm" gap={4}>
            <LanguageSwitch />
          </Group>
          <ThemeToggle />
          {/* Not Mantine's Burger: it puts a <div> inside the <button>, which HTML does not allow. */}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => {
              setMenuWanted(true)
              menu.toggle()
            }}
            hiddenFrom="lg"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          >
            <IconMenu2 size={22} aria-hidden />
          </ActionIcon>
        </Group>
      </Container>

      {/* The drawer's code (and its scroll lock and focus trap) loads on the first tap of the menu button. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  )
}
