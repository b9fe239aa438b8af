import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LazySection } from './LazySection'
import { resetRevealed } from './reveal'

const meta = {
  title: 'Shared/LazySection',
  component: LazySection,
  beforeEach: () => resetRevealed(),
  args: {
    id: 'faq',
    children: (
      <section id="faq" style={{ padding: 24 }}>
        <h2>Frequently asked questions</h2>
      </section>
    ),
  },
} satisfies Meta<typeof LazySection>
export default meta
type Story = StoryObj<typeof meta>

/** Rendered on the client (not hydrated), the section shows once its id is known to be on the page. */
export const Revealed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  },
}
