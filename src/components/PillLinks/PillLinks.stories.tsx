import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PillLinks } from './PillLinks'

const meta = {
  title: 'Shared/PillLinks',
  component: PillLinks,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <>
        <h2 id="pills-title">Skydiving near you</h2>
        <Story />
      </>
    ),
  ],
  args: {
    labelledBy: 'pills-title',
    items: [
      { to: '/parachutespringen-utrecht', label: 'Utrecht' },
      { to: '/parachutespringen-den-haag', label: 'Den Haag' },
    ],
  },
} satisfies Meta<typeof PillLinks>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Skydiving near you' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Utrecht' })).toHaveAttribute('href', '/parachutespringen-utrecht')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/parachutespringen-den-haag')
  },
}

export const Dark: Story = { parameters: { path: '/', colorScheme: 'dark' } }
