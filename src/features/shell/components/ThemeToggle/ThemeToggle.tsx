import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'

/** Light, dark or follow the system (spec §3); Mantine stores the choice under "theme". */
export function ThemeToggle() {
  const { t } = useLingui()
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const options: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
    { value: 'light', label: t`Light`, icon: IconSun },
    { value: 'dark', label: t`Dark`, icon: IconMoon },
    { value: 'auto', label: t`System`, icon: IconDeviceDesktop },
  ]
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Colour scheme`}>
          {/* No display style prop on these: inline display:flex would beat the classes that hide one of them. */}
          <Box component="span" lh={0} darkHidden>
            <IconSun size={20} aria-hidden />
          </Box>
          <Box component="span" lh={0} lightHidden>
            <IconMoon size={20} aria-hidden />
          </Box>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => setColorScheme(value)}
            aria-current={colorScheme === value ? 'true' : undefined}
            fw={colorScheme === value ? 700 : undefined}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
