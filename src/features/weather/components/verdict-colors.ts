import type { Verdict } from '../forecast/verdict'

/** Badge backgrounds of the verdicts: light enough for black text in both colour schemes. */
export const verdictColor: Record<Verdict, string> = {
  go: 'green.3',
  marginal: 'yellow.3',
  'no-go': 'red.3',
}

/** The same colours as CSS values, for SVG and charts. */
export const verdictCssColor: Record<Verdict, string> = {
  go: 'var(--mantine-color-green-8)',
  marginal: 'var(--mantine-color-yellow-5)',
  'no-go': 'var(--mantine-color-red-8)',
}
