import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StoryText } from './StoryText'

const meta = {
  title: 'Components/StoryText',
  component: StoryText,
  args: {
    text: 'We only jump when it is safe.\nThe team checks the forecast on the day.\n\n## What we look at\nVisibility, wind and precipitation.\n\n<script>alert("not run")</script>',
  },
} satisfies Meta<typeof StoryText>
export default meta
type Story = StoryObj<typeof meta>

export const ParagraphsAndHeadings: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we look at' })).toBeVisible()
    await expect(canvas.getByText('We only jump when it is safe. The team checks the forecast on the day.')).toBeVisible()
    // Markup typed into the text is shown as text, never run or rendered.
    await expect(canvas.getByText('<script>alert("not run")</script>')).toBeVisible()
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}

export const Dutch: Story = {
  args: { text: 'Wij springen alleen als het veilig is.\n\n## Waar we naar kijken\nZicht, wind en neerslag.' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waar we naar kijken' })).toBeVisible()
  },
}

export const SubHeadings: Story = {
  args: { headingOrder: 3, text: '## Inside a card\nA smaller heading.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
