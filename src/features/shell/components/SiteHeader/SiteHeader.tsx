import { useLingui } from '@lingui/react/macro'
import { Anchor, Burger, CloseButton, Container, Drawer, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBrandInstagram, IconCloud } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { SectionLink } from '~/components/SectionLink/SectionLink'
import { business } from '~/content/facts'
import { homeLink, sectionLinks, serviceLinks } from '~/content/navigation'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { ServicesMenu } from '../ServicesMenu/ServicesMenu'
import { ThemeToggle } from '../ThemeToggle/ThemeToggle'
import classes from './SiteHeader.module.css'

/** The site header (spec §2): entries, services dropdown, weather, Instagram, EN/NL and a mobile menu. */
export function SiteHeader() {
  const { t, i18n } = useLingui()
  const [menuOpen, menu] = useDisclosure(false)
  const weatherPath = i18n.locale === 'nl' ? '/weer' : '/weather'

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <LocaleLink to="/" className={classes.brand} underline="never" aria-label={t`${business.name}, home`}>
          {business.name}
        </LocaleLink>

        <Group component="nav" aria-label={t`Main`} gap={4} visibleFrom="lg" wrap="nowrap">
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

        <Group gap="xs" wrap="nowrap">
          <Anchor
            href={business.instagram.url}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.iconLink}
            aria-label={t`Follow us on Instagram (opens in a new tab)`}
            visibleFrom="sm"
          >
            <IconBrandInstagram size={22} aria-hidden />
          </Anchor>
          <Group visibleFrom="sm" gap={4}>
            <LanguageSwitch />
          </Group>
          <ThemeToggle />
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="lg"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          />
        </Group>
      </Container>

      {/* Mantine's drawer header is a <header>, a second banner landmark: the title row is ours instead. */}
      <Drawer.Root opened={menuOpen} onClose={menu.close} position="right" size="xs" hiddenFrom="lg">
        <Drawer.Overlay />
        <Drawer.Content aria-label={t`Menu`}>
          <Drawer.Body>
        <Group justify="space-between" mb="md">
          <Text fw={700}>{t`Menu`}</Text>
          <CloseButton onClick={menu.close} aria-label={t`Close menu`} size="lg" />
        </Group>
        <Stack component="nav" aria-label={t`Mobile`} gap="xs">
          <LocaleLink to={homeLink.to} onClick={menu.close} className={classes.mobileLink}>
            {i18n._(homeLink.label)}
          </LocaleLink>
          {sectionLinks.map((link) => (
            <SectionLink key={link.section} section={link.section} onNavigate={menu.close} className={classes.mobileLink}>
              {i18n._(link.label)}
            </SectionLink>
          ))}
          <LocaleLink to="/services" onClick={menu.close} className={classes.mobileLink}>
            {t`Services`}
          </LocaleLink>
          {serviceLinks.map((link) => (
            <LocaleLink key={link.to} to={link.to} onClick={menu.close} className={classes.mobileSubLink}>
              {i18n._(link.label)}
            </LocaleLink>
          ))}
          <LocaleLink to={weatherPath} onClick={menu.close} className={classes.mobileLink}>
            {t`Weather`}
          </LocaleLink>
          <Anchor href={business.instagram.url} target="_blank" rel="noopener noreferrer" className={classes.mobileLink}>
            {t`Instagram`}
          </Anchor>
          <LanguageSwitch />
        </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </header>
  )
}
