import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { emptyPartner, PartnerForm } from './PartnerForm'

const onSave = fn(async (_data: FormData) => {})
const stored = {
  id: 'partner00000001',
  collectionId: 'partners',
  name: 'Skyline Helicopters',
  industry_en: 'Aviation',
  industry_nl: 'Luchtvaart',
  description_en: 'Flies our helicopter jumps.',
  description_nl: 'Vliegt onze helikoptersprongen.',
  logo: 'skyline.png',
  logo_alt_en: 'Skyline Helicopters logo',
  logo_alt_nl: 'Logo van Skyline Helicopters',
  logo_emoji: '',
  url: 'https://skyline.example',
  sort_order: 1,
  published: true,
}

const meta = {
  title: 'Staff/PartnerForm',
  component: PartnerForm,
  parameters: { layout: 'padded', path: '/admin/partners' },
  args: { initial: emptyPartner, onSave, onCancel: fn() },
  beforeEach: () => {
    onSave.mockClear()
  },
} satisfies Meta<typeof PartnerForm>
export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }))
    await expect(canvas.getAllByText("Enter the partner's name")[0]).toBeVisible()
    await expect(onSave).not.toHaveBeenCalled()
  },
}

/** A stored partner with a logo: removing the logo sends PocketBase's removal of that file. */
export const RemoveTheLogo: Story = {
  args: { initial: { ...emptyPartner, ...stored }, stored },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remove the logo' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    await expect(onSave.mock.calls[0]![0].get('logo-')).toBe('skyline.png')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Partner opslaan' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
