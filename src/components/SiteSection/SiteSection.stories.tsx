import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteSection } from './SiteSection'

const meta = {
  title: 'Shared/SiteSection',
  component: SiteSection,
  args: { id: 'example', title: 'Our services', lead: 'Everything we do in the air.', children: <p>Content</p> },
} satisfies Meta<typeof SiteSection>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our services' })).toHaveAttribute('id', 'example')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Our services')
  },
}
export const Muted: Story = { args: { muted: true } }
export const Dark: Story = { args: { muted: true }, parameters: { colorScheme: 'dark' } }

/** The section takes its texts from the caller; in Dutch the heading still names the region. */
export const Dutch: Story = {
  args: { title: 'Onze diensten', lead: 'Alles wat wij in de lucht doen.' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Onze diensten' })).toHaveAttribute('id', 'example')
  },
}
