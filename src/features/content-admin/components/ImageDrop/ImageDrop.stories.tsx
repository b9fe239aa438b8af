import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { uploadRules } from '~/lib/media/upload-rules'
import { ImageDrop } from './ImageDrop'

const onFile = fn()

const meta = {
  title: 'Staff/ImageDrop',
  component: ImageDrop,
  parameters: { layout: 'padded' },
  args: { rule: uploadRules.partnerLogo, onFile, label: 'Choose a logo' },
  beforeEach: () => onFile.mockClear(),
} satisfies Meta<typeof ImageDrop>
export default meta
type Story = StoryObj<typeof meta>

/** A chosen file is handed over, and so is a refused one, so that the screen can say why. */
export const ChooseOrDrop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('JPEG, PNG, WebP, AVIF or GIF, at most 2 MB')).toBeVisible()
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['svg'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false })
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1))
    await expect((onFile.mock.calls[0]![0] as File).name).toBe('logo.svg')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  args: { label: 'Kies een logo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sleep hier een afbeelding naartoe, of klik om er een te kiezen')).toBeVisible()
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
