import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SectionLink } from './SectionLink'

/** A link to a home section; the story page plays the home page with a section far below. */
const meta = {
  title: 'Shared/SectionLink',
  component: SectionLink,
  args: { section: 'faq', children: 'FAQ' },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ height: 2000 }} />
        <section id="faq" aria-label="Questions" style={{ padding: 24 }}>
          <h2>Frequently asked questions</h2>
        </section>
        <div style={{ height: 1000 }} />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionLink>
export default meta
type Story = StoryObj<typeof meta>

/** On the home page a click scrolls to the section (after 100 ms) and moves focus there. */
export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'FAQ' })
    await expect(link).toHaveAttribute('href', '/#faq')
    await userEvent.click(link)
    const section = canvasElement.ownerDocument.getElementById('faq')
    await waitFor(
      () => {
        const top = section?.getBoundingClientRect().top ?? Number.NaN
        expect(top).toBeLessThan(window.innerHeight)
        expect(top).toBeGreaterThanOrEqual(0)
      },
      { timeout: 3000 },
    )
    await waitFor(() => expect(section).toHaveFocus())
  },
}

export const Dutch: Story = {
  args: { children: 'Veelgestelde vragen' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute('href', '/nl#faq')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
