import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PwaLayer } from './PwaLayer'

/** Online, with no update or install on offer, the layer shows nothing; its parts have their own stories. */
const meta = { title: 'PWA/PwaLayer', component: PwaLayer } satisfies Meta<typeof PwaLayer>
export default meta
type Story = StoryObj<typeof meta>

export const OnlineAndQuiet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
