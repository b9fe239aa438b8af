import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { AltFields, type Alts } from './AltFields'

function Controlled({ initial, error }: { initial: Alts; error?: string }) {
  const [value, setValue] = useState(initial)
  return <AltFields value={value} onChange={setValue} error={error} />
}

const meta = {
  title: 'Staff/AltFields',
  component: Controlled,
  parameters: { layout: 'padded', path: '/admin/media' },
  args: { initial: { alt_en: '', alt_nl: '' } },
} satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Description in English/ }), 'Canopies over the polder')
    await expect(canvas.getByRole('textbox', { name: /Description in English/ })).toHaveValue('Canopies over the polder')
  },
}

/** After a refused save: the description still missing says why. */
export const OneMissing: Story = {
  args: { initial: { alt_en: 'Canopies over the polder', alt_nl: '' }, error: 'Describe the image in English and in Dutch, for visitors who cannot see it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Description in Dutch/ })).toHaveAccessibleDescription(/Describe the image/)
    await expect(canvas.getByRole('textbox', { name: /Description in English/ })).not.toHaveAttribute('aria-invalid', 'true')
  },
}

export const Dutch: Story = {
  parameters: { path: '/admin/media', locale: 'nl' },
  args: { initial: { alt_en: 'Canopies over the polder', alt_nl: 'Parachutes boven de polder' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Beschrijving in het Nederlands/ })).toHaveValue('Parachutes boven de polder')
  },
}
