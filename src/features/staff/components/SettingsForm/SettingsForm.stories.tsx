import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { SettingsApi } from '../../settings/settings-api'
import type { SettingsValues } from '../../settings/settings-rules'
import { SettingsForm } from './SettingsForm'

const example: SettingsValues = {
  phone: '+31 55 760 1980',
  whatsapp: '',
  email: 'info@parapro-skydiving.nl',
  street: 'Vliegveldweg 12',
  postal_code: '7316 AA',
  locality: 'Apeldoorn',
  kvk: '08123456',
  vat: 'NL812345678B01',
  iban: 'NL91 ABNA 0417 1643 00',
  instagram_url: 'https://www.instagram.com/paraproskydiving',
  facebook_url: '',
  linkedin_url: '',
  youtube_url: '',
  opening_hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
    { days: ['Sa'], opens: '10:00', closes: '16:00' },
  ],
  prices: {},
}

const save = fn(async (id: string, values: SettingsValues) => ({ id, values }))
const api: SettingsApi = { load: async () => ({ id: 'settings0000001', values: example }), save }

const meta = {
  title: 'Staff/SettingsForm',
  component: SettingsForm,
  parameters: { layout: 'padded', path: '/admin/settings' },
  args: { api },
  beforeEach: () => {
    save.mockClear()
  },
} satisfies Meta<typeof SettingsForm>
export default meta
type Story = StoryObj<typeof meta>

export const EditAndSave: Story = {
  play: async ({ canvas }) => {
    const phone = await canvas.findByLabelText(/^Phone/)
    await expect(phone).toHaveValue('+31 55 760 1980')
    await userEvent.clear(canvas.getByLabelText(/^IBAN/))
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 01')
    await userEvent.clear(canvas.getByLabelText(/^Chamber of Commerce/))
    await userEvent.type(canvas.getByLabelText(/^Chamber of Commerce/), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('This IBAN is not valid: check the letters and digits.')).toBeVisible()
    await expect(canvas.getByText('A Chamber of Commerce (KvK) number has 8 digits.')).toBeVisible()
    await expect(save).not.toHaveBeenCalled()

    await userEvent.clear(canvas.getByLabelText(/^IBAN/))
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 00')
    await userEvent.clear(canvas.getByLabelText(/^Chamber of Commerce/))
    await userEvent.type(canvas.getByLabelText(/^Chamber of Commerce/), '08123457')
    await userEvent.click(canvas.getByLabelText('Saturday'))
    await userEvent.type(canvas.getByLabelText(/^Tandem jumps/), '275')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(save).toHaveBeenCalledOnce())
    const [, saved] = save.mock.calls[0]!
    await expect(saved.kvk).toBe('08123457')
    await expect(saved.opening_hours).toEqual([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }])
    await expect(saved.prices).toEqual({ 'tandem-jumps': 275 })
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Telefoon/)).toBeVisible()
    await expect(canvas.getByText('Openingstijden')).toBeVisible()
  },
}

export const Loading: Story = { args: { api: { load: () => new Promise(() => {}), save } } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
