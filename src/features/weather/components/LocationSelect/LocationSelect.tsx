import '@mantine/core/styles/Input.css'
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useMemo } from 'react'
import type { WeatherLocation } from '~/content/weather-locations'
import type { Locale } from '~/lib/i18n/locales'
import classes from './LocationSelect.module.css'

export interface LocationSelectProps {
  /** The id of the field's outer element (the input keeps Mantine's). */
  id?: string
  locations: readonly WeatherLocation[]
  value: string
  onChange: (slug: string) => void
  locale: Locale
}

/** The jump location: type to search, arrow keys and Enter to choose; grouped base, drop zones, cities. */
export function LocationSelect({ id, locations, value, onChange, locale }: LocationSelectProps) {
  const { t } = useLingui()
  const data = useMemo(() => {
    const group = (kind: WeatherLocation['kind'], label: string) => ({
      group: label,
      items: locations.filter((location) => location.kind === kind).map((location) => ({ value: location.slug, label: location.name[locale] })),
    })
    return [group('base', t`Our base`), group('drop-zone', t`Drop zones`), group('city', t`Cities (demonstrations)`)]
  }, [locations, locale, t])
  return (
    <div id={id} className={classes.select}>
      <Select
        label={t`Jump location`}
        data={data}
        value={value}
        onChange={(slug) => slug && onChange(slug)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No location by that name`}
        leftSection={<IconMapPin size={18} aria-hidden />}
        // Mounted only while open (Mantine keeps a closed list in the page by default, and sets
        // aria-controls only while open anyway): positioning the closed list with floating-ui, a layout
        // read included, was one of the weather page's long start-up tasks. Not in a portal either: a
        // portal mounts even while the list is closed, and its first render after hydration is synchronous.
        comboboxProps={{ transitionProps: { duration: 0 }, keepMounted: false, withinPortal: false }}
        // Tall enough for all fifteen places: a list that scrolls inside the dropdown is a scroll region
        // a keyboard cannot reach (the options are chosen with the arrow keys from the field).
        maxDropdownHeight={640}
      />
    </div>
  )
}
