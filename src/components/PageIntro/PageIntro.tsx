import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './PageIntro.module.css'

export interface PageIntroProps {
  /** The page's main heading (h1). */
  title: string
  /** One or two sentences under the heading. */
  description: string
  /** Calls to action or links below the description. */
  children?: ReactNode
}

/** The opening block of an inner page: its heading and summary. */
export function PageIntro({ title, description, children }: PageIntroProps) {
  return (
    <section className={classes.intro}>
      {/* The page's one left edge (the sections' container); the text keeps a readable measure. */}
      <Container size="lg">
        <Stack gap="md" maw="48rem">
          <Title order={1}>{title}</Title>
          <Text size="lg" c="dimmed">
            {description}
          </Text>
          {children}
        </Stack>
      </Container>
    </section>
  )
}
