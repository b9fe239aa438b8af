import { Container, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export interface TitledSectionProps {
  /** The section heading (h2), already translated. */
  title: string
  /** Id of the heading, which names the section. */
  id: string
  children: ReactNode
}

/** A page section named by its h2, in the page's content width. */
export function TitledSection({ title, id, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={2} id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </Container>
    </section>
  )
}
