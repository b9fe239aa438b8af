import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { balloon } from '~/content/service-content/balloon'
import { helicopter } from '~/content/service-content/helicopter'
import { KeyFacts } from './KeyFacts'

/** The key facts as the hero shows them: light text on the hero's navy band. */
const meta = {
  title: 'Service pages/KeyFacts',
  component: KeyFacts,
  args: { facts: helicopter.facts },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, color: 'white', background: 'var(--mantine-color-navy-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyFacts>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/helicopter-jumps' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('On request, including VAT')).toBeVisible()
    await expect(canvasElement.querySelectorAll('dt svg')).toHaveLength(helicopter.facts.length)
  },
}

export const Dutch: Story = {
  args: { facts: balloon.facts },
  parameters: { path: '/nl/services/hot-air-balloon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('April tot en met oktober')).toBeVisible()
  },
}

/** No facts: nothing at all, not an empty list. */
export const Empty: Story = {
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull()
  },
}
