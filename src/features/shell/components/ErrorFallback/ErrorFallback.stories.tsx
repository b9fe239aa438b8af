import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { ErrorFallback } from './ErrorFallback'

const meta = {
  title: 'Shell/ErrorFallback',
  component: ErrorFallback,
  args: { error: new Error('The weather service did not answer'), reset: fn() },
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof ErrorFallback>
export default meta
type Story = StoryObj<typeof meta>

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Er is een technisch probleem opgetreden. Probeer de pagina te vernieuwen.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Probeer Opnieuw' }))
    await expect(args.reset).toHaveBeenCalledOnce()
  },
}

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /\+31/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/))
  },
}

export const Dark: Story = { parameters: { locale: 'en', colorScheme: 'dark' } }

export const NoPhoneNumberSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /\+31/ })).toBeNull()
  },
}
