import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { PartnerApi, StoredPartner } from '../../partners/partner-api'
import { PartnerAdmin } from './PartnerAdmin'

const partner = (n: number, extra: Partial<StoredPartner> = {}): StoredPartner => ({
  id: `partner0000000${n}`,
  collectionId: 'partners',
  name: `Partner ${n}`,
  industry_en: 'Aviation',
  industry_nl: 'Luchtvaart',
  description_en: 'Flies our helicopter jumps.',
  description_nl: 'Vliegt onze helikoptersprongen.',
  logo: '',
  logo_alt_en: '',
  logo_alt_nl: '',
  logo_emoji: '🚁',
  url: 'https://example.org',
  sort_order: n,
  published: true,
  ...extra,
})
const partners = [partner(1), partner(2), partner(3, { published: false, logo_emoji: '🎈' })]

const create = fn(async (_data: FormData): Promise<StoredPartner> => partner(4))
const update = fn(async (id: string, _data: FormData | { sort_order: number }): Promise<StoredPartner> => partners.find((p) => p.id === id)!)
const remove = fn(async () => {})
const api: PartnerApi = { list: async () => partners, create, update, remove }

const meta = {
  title: 'Staff/PartnerAdmin',
  component: PartnerAdmin,
  parameters: { layout: 'padded', path: '/admin/partners' },
  args: { api },
  beforeEach: () => {
    create.mockClear()
    update.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof PartnerAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const InOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Partner 3 up' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
    await expect(update.mock.calls.map(([id, change]) => [id, (change as { sort_order: number }).sort_order])).toEqual([
      ['partner00000003', 2],
      ['partner00000002', 3],
    ])
    await expect(within(canvas.getByRole('region', { name: 'Partner 3' })).getByText('Hidden')).toBeVisible()
  },
}

/** A new partner needs a name and a full web address; it goes to the end of the carousel. */
export const New: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New partner' }))
    const form = canvas.getByRole('form', { name: 'Partner' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Website' }), 'example.org')
    await userEvent.click(within(form).getByRole('button', { name: 'Save partner' }))
    await expect(within(form).getAllByText("Enter the partner's name")[0]).toBeVisible()
    await expect(create).not.toHaveBeenCalled()
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Skyline Helicopters')
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Website' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Website' }), 'https://skyline.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Save partner' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const data = create.mock.calls[0]![0]
    await expect([data.get('name'), data.get('url'), data.get('sort_order'), data.get('published')]).toEqual(['Skyline Helicopters', 'https://skyline.example', '4', 'true'])
  },
}

/** A logo needs its descriptions in both languages; a wrong file type is refused at once. */
export const LogoNeedsDescriptions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Partner 1' }))
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['svg'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false })
    await expect((await canvas.findAllByText('This file type cannot be used here. Choose a JPEG, PNG, WebP, AVIF or GIF file.'))[0]).toBeVisible()
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }))
    await expect((await canvas.findAllByText('Describe the image in English and in Dutch, for visitors who cannot see it.'))[0]).toBeVisible()
    await expect(update).not.toHaveBeenCalled()
  },
}

/** Removing a published partner warns that the site shows it. */
export const RemoveWithWarning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Partner 1' }))
    await expect(canvas.getByText('This partner is shown on the home page and /partners, with its logo. Remove it?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('partner00000001'))
  },
}

export const Empty: Story = {
  args: { api: { ...api, list: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No partners yet: the site shows the kinds of organisations we work with.')).toBeVisible()
  },
}

export const Loading: Story = { args: { api: { ...api, list: () => new Promise<StoredPartner[]>(() => {}) } } }

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Partner 2 omlaag' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
