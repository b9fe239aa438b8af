import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Box, useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'
import { DisclosureDropdown, dropdownClasses } from '~/components/DisclosureDropdown/DisclosureDropdown'
import classes from './ThemeToggle.module.css'

/** Light, dark or follow the system (product §3); Mantine stores the choice under "theme". */
export function ThemeToggle() {
  const { t } = useLingui()
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const options: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
    { value: 'light', label: t`Light`, icon: IconSun },
    { value: 'dark', label: t`Dark`, icon: IconMoon },
    { value: 'auto', label: t`System`, icon: IconDeviceDesktop },
  ]
  return (
    <DisclosureDropdown
      align="end"
      trigger={(props) => (
        <ActionIcon {...props} variant="subtle" color="gray" size="lg" className={classes.toggle} aria-label={t`Colour scheme`}>
          {/* No display style prop on these: inline display:flex would beat the classes that hide one of them. */}
          <Box component="span" lh={0} darkHidden>
            <IconSun size={20} aria-hidden />
          </Box>
          <Box component="span" lh={0} lightHidden>
            <IconMoon size={20} aria-hidden />
          </Box>
        </ActionIcon>
      )}
    >
      {(close) =>
        options.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            className={dropdownClasses.item}
            aria-pressed={colorScheme === value}
            onClick={() => {
              setColorScheme(value)
              close()
            }}
          >
            <Icon size={16} aria-hidden />
            {label}
          </button>
        ))
      }
    </DisclosureDropdown>
  )
}
