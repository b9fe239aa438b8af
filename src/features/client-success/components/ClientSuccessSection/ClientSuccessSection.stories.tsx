import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ClientSuccessSection } from './ClientSuccessSection'

const meta = { title: 'Client success/ClientSuccessSection', component: ClientSuccessSection } satisfies Meta<
  typeof ClientSuccessSection
>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, userEvent }) => {
    const figures = within(canvas.getByRole('list', { name: 'Client success' })).getAllByRole('listitem')
    await expect(figures.map((item) => item.firstChild?.textContent)).toEqual([
      '12,500+',
      '92%',
      '98%',
      '67%',
      '20,000+',
      '1,700+',
    ])
    await expect(canvas.getByRole('heading', { name: 'For your own jump or a gift' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Organisations' }))
    await expect(canvas.getByRole('heading', { name: 'For clubs, event organisers and companies' })).toBeVisible()
    const badges = within(canvas.getByRole('list', { name: 'Why clients trust us' })).getAllByRole('listitem')
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      '100% safety record',
      'Since 1980',
      'Nationwide',
      'Reply within 24 hours',
    ])
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.500+')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Organisaties' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** As home shows it (decision 030): the hero has home's figures, so none here. */
export const Summary: Story = {
  args: { summary: true },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('12,500+')).toBeNull()
    await expect(canvas.getByRole('tab', { name: 'Organisations' })).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Why clients trust us' })).getAllByRole('listitem')).toHaveLength(4)
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('12.500+')).toBeNull()
    await expect(canvas.getByRole('tab', { name: 'Organisaties' })).toBeVisible()
  },
}
