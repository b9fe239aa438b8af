import { useLingui } from '@lingui/react'
import { Container, Stack, Text, Title } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import type { Titled } from '~/content/services'
import classes from './StepList.module.css'

export interface StepListProps {
  title: MessageDescriptor
  steps: readonly Titled[]
  id: string
}

/** The numbered steps of an experience or a project, as an ordered list. */
export function StepList({ title, steps, id }: StepListProps) {
  const { i18n } = useLingui()
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={2} id={id}>
            {i18n._(title)}
          </Title>
          <ol className={classes.list}>
            {steps.map((step, index) => (
              <li key={step.title.id} className={classes.step}>
                <span className={classes.number} aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <Title order={3} size="h4">
                    {i18n._(step.title)}
                  </Title>
                  <Text mt={4}>{i18n._(step.text)}</Text>
                </div>
              </li>
            ))}
          </ol>
        </Stack>
      </Container>
    </section>
  )
}
