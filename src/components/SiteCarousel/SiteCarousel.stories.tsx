import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { SiteCarousel } from './SiteCarousel'

const slides = ['One', 'Two', 'Three', 'Four', 'Five']

const meta = {
  title: 'Shared/SiteCarousel',
  component: SiteCarousel,
  args: {
    label: 'Example slides',
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    autoplay: false,
    children: slides.map((name) => (
      <SiteCarousel.Slide key={name}>
        <div style={{ padding: 48, border: '1px solid #ccc', textAlign: 'center' }}>Slide {name}</div>
      </SiteCarousel.Slide>
    )),
  },
} satisfies Meta<typeof SiteCarousel>
export default meta
type Story = StoryObj<typeof meta>

/** The slide in view (slides are as wide as the viewport), rounding off a slide change still settling. */
function slideInView(canvasElement: HTMLElement): number {
  const viewport = canvasElement.querySelector<HTMLElement>('.mantine-Carousel-viewport')
  const offset = Number.parseFloat(/translate3d\((-?[\d.]+)px/.exec(position(canvasElement))?.[1] ?? '0')
  return Math.round(-offset / (viewport?.offsetWidth || 1))
}

/** Where embla has moved the slides to: changes whenever the carousel advances. */
function position(canvasElement: HTMLElement): string {
  const container = canvasElement.querySelector<HTMLElement>('.mantine-Carousel-container')
  return container?.style.transform ?? ''
}

/** Arrow keys move the carousel; it loops, so both controls stay enabled. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'false')
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false')
    const start = position(canvasElement)
    canvas.getByRole('button', { name: 'Next slide' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(position(canvasElement)).not.toBe(start))
    const moved = position(canvasElement)
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(position(canvasElement)).not.toBe(moved))
  },
}

/** Autoplay advances on its own and pauses while hovered and while focus is inside. */
export const Autoplay: Story = {
  args: { autoplay: true, autoplayMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-autoplay]')
    await expect(root).not.toBeNull()
    const start = position(canvasElement)
    await waitFor(() => expect(position(canvasElement)).not.toBe(start), { timeout: 2000 })

    await userEvent.hover(canvas.getByText('Slide One'))
    await waitFor(() => expect(canvasElement.querySelector('[data-autoplay]')).toBeNull())
    await userEvent.unhover(canvas.getByText('Slide One'))
    await waitFor(() => expect(canvasElement.querySelector('[data-autoplay]')).not.toBeNull())

    canvas.getByRole('button', { name: 'Next slide' }).focus()
    await waitFor(() => expect(canvasElement.querySelector('[data-autoplay]')).toBeNull())
    // Let a slide change that was under way finish, then nothing moves for three intervals.
    await new Promise((resolve) => setTimeout(resolve, 600))
    const paused = slideInView(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 900))
    await expect(slideInView(canvasElement)).toBe(paused)
  },
}

/** Two slides that both fit: nothing to scroll to, so previous and next are disabled. */
export const NothingToScroll: Story = {
  args: {
    slideSize: '50%',
    children: slides.slice(0, 2).map((name) => (
      <SiteCarousel.Slide key={name}>
        <div style={{ padding: 48, border: '1px solid #ccc', textAlign: 'center' }}>Slide {name}</div>
      </SiteCarousel.Slide>
    )),
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous slide', hidden: true })).toHaveAttribute('aria-disabled', 'true'),
    )
    await expect(canvas.getByRole('button', { name: 'Next slide', hidden: true })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** Screen readers hear the slides' position in the page's language, not Mantine's English "Carousel slide". */
export const Dutch: Story = {
  parameters: { locale: 'nl' },
  args: { label: 'Voorbeelden', previousLabel: 'Vorige dia', nextLabel: 'Volgende dia' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Voorbeelden' })).toHaveAttribute('aria-roledescription', 'carrousel')
    await expect(canvas.getByRole('group', { name: '2 van 5' })).toHaveAttribute('aria-roledescription', 'dia')
  },
}
