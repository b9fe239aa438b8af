import { useLingui } from '@lingui/react'
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/ThemeIcon.css'
import type { MessageDescriptor } from '@lingui/core'
import { TitledSection } from '../TitledSection/TitledSection'
import type { IconCard } from '~/content/services'
import { contentIcons } from '../../icons'
import { Columns } from '~/components/Columns/Columns'

export interface IconCardGridProps {
  title: MessageDescriptor
  cards: readonly IconCard[]
  /** Anchor id of the section heading, for aria-labelledby. */
  id: string
}

/** A titled section of cards, each with a pictogram, a heading (h3) and a short text. */
export function IconCardGrid({ title, cards, id }: IconCardGridProps) {
  const { i18n } = useLingui()
  return (
    <TitledSection title={i18n._(title)} id={id}>
      <Columns cols={{ base: 1, sm: 2, md: cards.length > 3 ? 4 : 3 }} spacing="lg">
        {cards.map((card) => {
          const Icon = contentIcons[card.icon]
          return (
            <Card key={card.title.id} withBorder padding="lg" radius="md">
              <Stack gap="sm">
                <ThemeIcon size={44} variant="light" aria-hidden>
                  <Icon size={26} stroke={1.75} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {i18n._(card.title)}
                </Title>
                <Text>{i18n._(card.text)}</Text>
              </Stack>
            </Card>
          )
        })}
      </Columns>
    </TitledSection>
  )
}
