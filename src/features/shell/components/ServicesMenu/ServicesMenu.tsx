import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { DisclosureDropdown, dropdownClasses } from '~/components/DisclosureDropdown/DisclosureDropdown'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { serviceLinks } from '~/content/navigation'

/** The header's services dropdown (product §2): opens on click or hover, closes on an outside click and on Escape. */
export function ServicesMenu() {
  const { t, i18n } = useLingui()
  const links = [{ to: '/services', label: t`All services` }, ...serviceLinks.map((link) => ({ to: link.to, label: i18n._(link.label) }))]
  return (
    <DisclosureDropdown
      openOnHover
      trigger={(props) => (
        // Looks and measures like the header's links beside it: 44 px tall, their padding and weight.
        <Button {...props} variant="subtle" color="gray" h={44} px={4} fw={500} rightSection={<IconChevronDown size={16} aria-hidden />}>
          {t`Services`}
        </Button>
      )}
    >
      {(close) => (
        <ul className={dropdownClasses.list}>
          {links.map((link) => (
            <li key={link.to}>
              <LocaleLink to={link.to} onClick={close} className={dropdownClasses.item} underline="never">
                {link.label}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </DisclosureDropdown>
  )
}
