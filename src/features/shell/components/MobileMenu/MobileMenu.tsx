import { useLingui } from '@lingui/react/macro'
import { Anchor, CloseButton, Drawer, Group, Stack, Text } from '@mantine/core'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { SectionLink } from '~/components/SectionLink/SectionLink'
import { homeLink, sectionLinks, serviceLinks } from '~/content/navigation'
import { useSiteFacts } from '~/lib/site-facts'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import classes from '../SiteHeader/SiteHeader.module.css'

export interface MobileMenuProps {
  opened: boolean
  onClose: () => void
}

/** The header's menu below the large breakpoint, in a drawer from the right. */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t, i18n } = useLingui()
  const weatherPath = i18n.locale === 'nl' ? '/weer' : '/weather'
  const instagram = useSiteFacts()?.social?.instagram
  return (
    // Mantine's drawer header is a <header>, a second banner landmark: the title row is ours instead.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" hiddenFrom="lg">
      <Drawer.Overlay />
      <Drawer.Content aria-label={t`Menu`}>
        <Drawer.Body>
          <Group justify="space-between" mb="md">
            <Text fw={700}>{t`Menu`}</Text>
            <CloseButton onClick={onClose} aria-label={t`Close menu`} size="lg" />
          </Group>
          <Stack component="nav" aria-label={t`Mobile`} gap="xs">
            <LocaleLink to={homeLink.to} onClick={onClose} className={classes.mobileLink}>
              {i18n._(homeLink.label)}
            </LocaleLink>
            {sectionLinks.map((link) => (
              <SectionLink key={link.section} section={link.section} onNavigate={onClose} className={classes.mobileLink}>
                {i18n._(link.label)}
              </SectionLink>
            ))}
            <LocaleLink to="/services" onClick={onClose} className={classes.mobileLink}>
              {t`Services`}
            </LocaleLink>
            {serviceLinks.map((link) => (
              <LocaleLink key={link.to} to={link.to} onClick={onClose} className={classes.mobileSubLink}>
                {i18n._(link.label)}
              </LocaleLink>
            ))}
            <LocaleLink to={weatherPath} onClick={onClose} className={classes.mobileLink}>
              {t`Weather`}
            </LocaleLink>
            {instagram && (
              <Anchor href={instagram} target="_blank" rel="noopener noreferrer" className={classes.mobileLink}>
                {t`Instagram`}
              </Anchor>
            )}
            <LanguageSwitch />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}
