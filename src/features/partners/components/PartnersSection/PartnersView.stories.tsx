import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PartnersView } from './PartnersView'

/** Partners from the backend; the fallbacks are shown in Home/PartnersSection. */
const meta = {
  title: 'Partners/PartnersView',
  component: PartnersView,
  args: {
    autoplay: false,
    testimonials: [],
    partners: [{ id: 'a', name: 'A helicopter operator', industry: 'Aviation', description: 'Flies our helicopter jumps.' }],
  },
} satisfies Meta<typeof PartnersView>
export default meta
type Story = StoryObj<typeof meta>

export const FromServer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.getByRole('heading', { name: 'A helicopter operator', level: 3 })).toBeInTheDocument()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Onze partners', level: 2 })).toBeVisible()
  },
}
