import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PageIntro } from './PageIntro'

const meta = {
  title: 'Shared/PageIntro',
  component: PageIntro,
  args: {
    title: 'Tandem skydive: your first freefall with an instructor',
    description: 'A tandem jump strapped to an experienced instructor.',
  },
} satisfies Meta<typeof PageIntro>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tandem skydive')
  },
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const Dutch: Story = {
  args: {
    title: 'Tandemsprong: uw eerste vrije val met een instructeur',
    description: 'Een tandemsprong vastgemaakt aan een ervaren instructeur.',
  },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tandemsprong')
  },
}
