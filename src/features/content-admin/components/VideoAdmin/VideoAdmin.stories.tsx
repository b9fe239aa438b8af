import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { AdminVideo, VideoApi } from '../../videos/video-api'
import { VideoAdmin } from './VideoAdmin'

const clips: AdminVideo[] = [
  {
    id: 'video0000000001',
    collectionId: 'videos',
    name: 'Demo at the stadium',
    video: 'demo.webm',
    poster: '',
    tile: 'demo',
    duration_seconds: 42,
    created: '2026-05-04 09:00:00.000Z',
  },
  {
    id: 'video0000000002',
    collectionId: 'videos',
    name: 'Balloon at sunrise',
    video: 'balloon.webm',
    poster: '',
    tile: 'balloon',
    duration_seconds: 65,
    created: '2026-05-01 09:00:00.000Z',
  },
]

/** An upload that reports its progress in steps, then answers. */
const upload = fn(async (data: FormData, onProgress: (share: number) => void): Promise<AdminVideo> => {
  for (const share of [0.25, 0.5, 1]) {
    onProgress(share)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    ...clips[0]!,
    id: 'video0000000003',
    name: String(data.get('name')),
    tile: String(data.get('tile')),
  }
})
const remove = fn(async () => {})
const api: VideoApi = { list: async () => clips, upload, remove }
const poster = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], {
  type: 'image/jpeg',
})
const takePoster = fn(async () => ({ poster, durationSeconds: 12 }))

const meta = {
  title: 'Staff/VideoAdmin',
  component: VideoAdmin,
  parameters: { layout: 'padded', path: '/video-management' },
  args: { api, takePoster },
  beforeEach: () => {
    upload.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof VideoAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Demo at the stadium')).toBeVisible()
    await expect(canvas.getByText('Hot air balloon jump')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Play Balloon at sunrise' }))
    await expect(canvas.getByLabelText('Balloon at sunrise', { selector: 'video' })).toBeInTheDocument()
  },
}

/** The tile is suggested from the file name and can be changed; the upload shows its progress. */
export const Upload: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['clip'], 'luchtballon-deventer.webm', { type: 'video/webm' }))
    await expect(await canvas.findByRole('combobox', { name: /Showcase tile/ })).toHaveValue('balloon')
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('luchtballon deventer')
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument()
    await waitFor(() => expect(upload).toHaveBeenCalledOnce())
    const sent = upload.mock.calls[0]![0]
    await expect(sent.get('tile')).toBe('balloon')
    await expect((sent.get('poster') as File).type).toBe('image/jpeg')
    // The form is cleared for the next clip once the upload is done.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull())
  },
}

/** A file the showcase cannot play is refused before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['clip'], 'clip.mov', { type: 'video/quicktime' }), { applyAccept: false })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file type cannot be used here. Choose a MP4 or WebM file.')
    await expect(upload).not.toHaveBeenCalled()
  },
}

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Demo at the stadium' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('video0000000001'))
  },
}

export const DeleteFailsInDutch: Story = {
  args: {
    api: { ...api, remove: async () => Promise.reject(new Error('offline')) },
  },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Demo at the stadium verwijderen',
      }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, verwijderen' }))
    // The clip stays, with its delete still to confirm.
    await expect(canvas.getByRole('button', { name: 'Ja, verwijderen' })).toBeVisible()
    await expect(canvas.getByText('Demo at the stadium')).toBeVisible()
  },
}

export const LoadFailedInDutch: Story = {
  args: {
    api: { ...api, list: async () => Promise.reject(new Error('offline')) },
  },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText("Kon video's niet laden", { exact: false }))[0]).toBeVisible()
  },
}

export const Empty: Story = {
  args: { api: { ...api, list: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No videos yet.')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
