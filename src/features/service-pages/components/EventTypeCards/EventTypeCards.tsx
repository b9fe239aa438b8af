import { useLingui } from '@lingui/react'
import { Box, Card, List, Stack, Text, Title } from '@mantine/core'
import '@mantine/core/styles/Card.css'
import { IconCheck } from '@tabler/icons-react'
import type { MessageDescriptor } from '@lingui/core'
import { TitledSection } from '../TitledSection/TitledSection'
import type { EventType } from '~/content/services'
import classes from './EventTypeCards.module.css'
import { Columns } from '~/components/Columns/Columns'

export interface EventTypeCardsProps {
  title: MessageDescriptor
  eventTypes: readonly EventType[]
  id: string
}

/** The kinds of show or production a service covers, each with four features. */
export function EventTypeCards({ title, eventTypes, id }: EventTypeCardsProps) {
  const { i18n } = useLingui()
  return (
    <TitledSection title={i18n._(title)} id={id}>
      <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
        {eventTypes.map((type) => (
          <Card key={type.title.id} withBorder padding="lg" radius="md">
            <Stack gap="sm">
              <Title order={3} size="h4">
                {i18n._(type.title)}
              </Title>
              <Text>{i18n._(type.text)}</Text>
              <List
                spacing="xs"
                icon={
                  <Box component="span" className={classes.check} aria-hidden>
                    <IconCheck size={14} stroke={2.5} />
                  </Box>
                }
              >
                {type.features.map((feature) => (
                  <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </Columns>
    </TitledSection>
  )
}
