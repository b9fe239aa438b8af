import type { Verdict } from '../forecast/verdict'

/** Mantine colours of the verdicts: dark enough for white text, yellow with dark text. */
export const verdictColor: Record<Verdict, string> = {
  go: 'green.8',
  marginal: 'yellow.5',
  'no-go': 'red.8',
}

/** The same colours as CSS values, for SVG and charts. */
export const verdictCssColor: Record<Verdict, string> = {
  go: 'var(--mantine-color-green-8)',
  marginal: 'var(--mantine-color-yellow-5)',
  'no-go': 'var(--mantine-color-red-8)',
}
