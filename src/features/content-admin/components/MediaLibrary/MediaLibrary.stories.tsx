import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Alts, LibraryImage, MediaLibraryApi } from '../../media-library/media-library-api'
import { MediaLibrary } from './MediaLibrary'

/** A plain coloured picture in place of a stored thumbnail (an empty src would make the browser fetch the page). */
const thumb = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/></svg>`)}`

const images: LibraryImage[] = [
  { kind: 'story', recordId: 'story0000000001', usedBy: 'Jumping over Texel', shownOnSite: true, file: 'texel.jpg', thumbUrl: thumb('#6fa8dc'), alt_en: 'Canopy over the beach', alt_nl: 'Scherm boven het strand' },
  { kind: 'story', recordId: 'story0000000002', usedBy: 'Winter training', shownOnSite: false, file: 'winter.jpg', thumbUrl: thumb('#93a3b8'), alt_en: 'Jumpers in the hangar', alt_nl: 'Springers in de hangar' },
  { kind: 'partner', recordId: 'partner00000001', usedBy: 'Skyline Helicopters', shownOnSite: true, file: 'skyline.png', thumbUrl: thumb('#0b2a5e'), alt_en: 'Skyline Helicopters logo', alt_nl: 'Logo van Skyline Helicopters' },
]

const saveAlts = fn(async (_image: LibraryImage, _alts: Alts) => {})
const replace = fn(async (_image: LibraryImage, _file: File, _alts: Alts) => {})
const remove = fn(async (_image: LibraryImage) => {})
const api: MediaLibraryApi = { list: async () => images, saveAlts, replace, remove }

const meta = {
  title: 'Staff/MediaLibrary',
  component: MediaLibrary,
  parameters: { layout: 'padded', path: '/admin/media' },
  args: { api },
  beforeEach: () => {
    saveAlts.mockClear()
    replace.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof MediaLibrary>
export default meta
type Story = StoryObj<typeof meta>

/** Each image says what uses it and whether visitors see it. */
export const WhatUsesEach: Story = {
  play: async ({ canvas }) => {
    const story = await canvas.findByRole('region', { name: 'Image of the story Jumping over Texel' })
    await expect(within(story).getByText('On the site')).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Image of the story Winter training' })).getByText('Not on the site')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Logo of Skyline Helicopters' })).toBeVisible()
  },
}

/** Removing an image in use says where it is shown first. */
export const RemoveInUse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the image of Jumping over Texel' }))
    await expect(canvas.getByText('This image is shown with the published story “Jumping over Texel”, on its page and in the story lists. Remove it?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the image of Skyline Helicopters' }))
    await expect(canvas.getByText('This logo is shown on the card of Skyline Helicopters on the home page and /partners; the card falls back to its emoji. Remove it?')).toBeVisible()
    const [confirm] = canvas.getAllByRole('button', { name: 'Yes, remove' })
    await userEvent.click(confirm!)
    await waitFor(() => expect(remove).toHaveBeenCalledWith(images[0]))
  },
}

/** Descriptions are required in both languages; a replacement file is checked before it is sent. */
export const DescriptionsAndReplacement: Story = {
  play: async ({ canvas, canvasElement }) => {
    const story = await canvas.findByRole('region', { name: 'Image of the story Winter training' })
    await userEvent.clear(within(story).getByRole('textbox', { name: /Description in Dutch/ }))
    await userEvent.click(within(story).getByRole('button', { name: 'Save' }))
    await expect(within(story).getByRole('alert')).toHaveTextContent('Describe the image in English and in Dutch, for visitors who cannot see it.')
    await expect(saveAlts).not.toHaveBeenCalled()
    await userEvent.type(within(story).getByRole('textbox', { name: /Description in Dutch/ }), 'Springers in de hangar bij Teuge')

    const logoInput = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')[2]!
    await userEvent.upload(logoInput, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }))
    const logo = canvas.getByRole('region', { name: 'Logo of Skyline Helicopters' })
    await expect(within(logo).getByRole('alert')).toHaveTextContent('This file is too large (3 MB). The limit is 2 MB.')
    await expect(replace).not.toHaveBeenCalled()

    await userEvent.click(within(story).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saveAlts).toHaveBeenCalledWith(images[1], { alt_en: 'Jumpers in the hangar', alt_nl: 'Springers in de hangar bij Teuge' }))
  },
}

export const Empty: Story = {
  args: { api: { ...api, list: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No story has an image and no partner a logo yet.')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { api: { ...api, list: async () => Promise.reject(new Error('offline')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Loading: Story = { args: { api: { ...api, list: () => new Promise<LibraryImage[]>(() => {}) } } }

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Verhaalafbeeldingen en partnerlogo’s' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
