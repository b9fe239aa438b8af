import comboboxCss from '@mantine/core/styles/Combobox.css?inline'
import tableCss from '@mantine/core/styles/Table.css?inline'

/**
 * Mantine styles only the weather page uses. The site has one stylesheet for every page (decision
 * 033); these come with the page's own code instead, as a style element React puts in the head (in
 * the prerendered HTML too, so nothing shifts when the page hydrates).
 */
export function WeatherStyles() {
  return (
    <style href="pp-weather-mantine" precedence="pp-weather">
      {comboboxCss + tableCss}
    </style>
  )
}
