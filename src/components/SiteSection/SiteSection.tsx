import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode, Ref } from 'react'
import classes from './SiteSection.module.css'

export interface SiteSectionProps {
  /** The anchor of the section (product §2 "Home sections and anchors"). */
  id: string
  title: string
  lead?: string
  /** Alternate background, to separate neighbouring sections. */
  muted?: boolean
  /** The section element, e.g. for an observer that loads data when it comes into view. */
  ref?: Ref<HTMLElement>
  children: ReactNode
}

/** A home page section: an anchored region named by its h2. */
export function SiteSection({ id, title, lead, muted, ref, children }: SiteSectionProps) {
  const titleId = `${id}-title`
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={muted ? `${classes.section} ${classes.muted}` : classes.section}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2} id={titleId}>
              {title}
            </Title>
            {lead && (
              <Text size="lg" c="dimmed" className={classes.lead}>
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  )
}
