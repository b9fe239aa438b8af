import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { serviceLinks } from '~/content/navigation'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'

/** The header's services dropdown (spec §2); Mantine's Menu closes on an outside click and on Escape. */
export function ServicesMenu() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" rightSection={<IconChevronDown size={16} aria-hidden />}>
          <Trans>Services</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={localizePath('/services', locale)} onClick={followLink(navigate)}>
          <Trans>All services</Trans>
        </Menu.Item>
        {serviceLinks.map((link) => (
          <Menu.Item
            key={link.to}
            component="a"
            href={localizePath(link.to, locale)}
            onClick={followLink(navigate)}
          >
            {i18n._(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** Client-side navigation for plain anchors, keeping modified clicks (new tab) native. */
function followLink(navigate: ReturnType<typeof useNavigate>) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate({ href: event.currentTarget.getAttribute('href') ?? '/' })
  }
}
