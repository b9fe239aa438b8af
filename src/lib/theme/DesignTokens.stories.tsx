import { DEFAULT_THEME, Group, mergeMantineTheme, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { accentButton, sectionSpace, theme } from './theme'
import { bodyFontFamily, headingFontFamily } from './typeface'

const siteTheme = mergeMantineTheme(DEFAULT_THEME, theme)
const palettes = ['navy', 'canopy'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** The design tokens as the theme defines them: colours, type, spacing and radii, for review in both schemes. */
function DesignTokens() {
  return (
    <Stack gap="xl" p="md">
      <section aria-labelledby="tokens-colours">
        <Title order={2} id="tokens-colours" mb="sm">
          Colours
        </Title>
        {palettes.map((name) => (
          <Stack key={name} gap={4} mb="md">
            <Text fw={700}>
              {name} {name === 'navy' ? '(brand, shade 8; primary 7 light, 6 dark)' : `(accent; buttons ${accentButton.color} with dark text)`}
            </Text>
            <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={4}>
              {(siteTheme.colors[name] ?? []).map((hex, shade) => (
                <Stack key={hex} gap={2}>
                  <div style={{ background: hex, height: 48, borderRadius: 4 }} />
                  <Text size="xs">
                    {shade} {hex}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </section>
      <section aria-labelledby="tokens-type">
        <Title order={2} id="tokens-type" mb="sm">
          Type
        </Title>
        <Text size="sm" c="dimmed">
          Headings: {headingFontFamily}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          Body: {bodyFontFamily}
        </Text>
        {([1, 2, 3, 4] as const).map((order) => (
          <Title key={order} order={order}>
            h{order}: Vrije val boven Teuge, 4.000 m
          </Title>
        ))}
        <Text mt="sm">Body: a tandem jump from 4,000 m with 50 seconds of freefall, then five minutes under the canopy.</Text>
      </section>
      <section aria-labelledby="tokens-space">
        <Title order={2} id="tokens-space" mb="sm">
          Spacing and radii
        </Title>
        <Text size="sm" mb="xs">
          Between sections: {sectionSpace} above and below
        </Text>
        <Stack gap={4}>
          {sizes.map((size) => (
            <Group key={size} gap="sm">
              <Text size="sm" w={32}>
                {size}
              </Text>
              <div style={{ width: `var(--mantine-spacing-${size})`, height: 12, background: 'var(--mantine-color-navy-6)' }} />
              <Paper withBorder radius={size} w={64} h={32} />
              <Text size="xs" c="dimmed">
                space {siteTheme.spacing[size]}, radius {siteTheme.radius[size]}
              </Text>
            </Group>
          ))}
        </Stack>
      </section>
    </Stack>
  )
}

const meta = {
  title: 'Design/Tokens',
  component: DesignTokens,
} satisfies Meta<typeof DesignTokens>
export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 #0b2a5e')).toBeVisible()
    await expect(canvas.getByText('6 #fd7e14')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveStyle({ fontFamily: headingFontFamily })
  },
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
