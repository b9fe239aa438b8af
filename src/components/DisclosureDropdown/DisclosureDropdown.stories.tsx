import { Button } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { DisclosureDropdown, dropdownClasses } from './DisclosureDropdown'

const meta = {
  title: 'Shared/DisclosureDropdown',
  component: DisclosureDropdown,
  parameters: { layout: 'padded' },
  args: {
    trigger: (props) => (
      <Button {...props} variant="default">
        Drop zones
      </Button>
    ),
    children: (close) => (
      <ul className={dropdownClasses.list}>
        {['Apeldoorn', 'Texel', 'Teuge'].map((place) => (
          <li key={place}>
            <a href={`#${place.toLowerCase()}`} className={dropdownClasses.item} onClick={close}>
              {place}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof DisclosureDropdown>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Drop zones' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Texel' })).toBeNull()
  },
}

export const OpensAndClosesWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Drop zones' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Apeldoorn' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveFocus()
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Apeldoorn' })).toBeNull())
  },
}

export const AlignedToTheEndInDark: Story = {
  args: { align: 'end' },
  parameters: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Drop zones' }))
    await expect(canvas.getByRole('link', { name: 'Teuge' })).toBeVisible()
  },
}
