import { Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { ReactNode, Ref } from 'react'
import classes from './SiteSection.module.css'

export interface SiteSectionProps {
  /** The anchor of the section (product §2 "Home sections and anchors"). */
  id: string
  title: string
  lead?: string
  /** Alternate background, to separate neighbouring sections. */
  muted?: boolean
  /**
   * The section is a page of its own, right below the page's h1 and summary: its title stays for
   * assistive technology (the outline and the region's name) but is not shown, and the lead is left
   * out, so the page does not say the same thing twice.
   */
  underPageHeading?: boolean
  /** The section element, e.g. for an observer that loads data when it comes into view. */
  ref?: Ref<HTMLElement>
  children: ReactNode
}

/** A home page section: an anchored region named by its h2. */
export function SiteSection({ id, title, lead, muted, underPageHeading, ref, children }: SiteSectionProps) {
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
          {underPageHeading ? (
            <VisuallyHidden component="h2" id={titleId}>
              {title}
            </VisuallyHidden>
          ) : (
            <Stack gap="xs">
              <Title order={2} id={titleId} className={classes.title}>
                {title}
              </Title>
              {lead && (
                <Text size="lg" c="dimmed" className={classes.lead}>
                  {lead}
                </Text>
              )}
            </Stack>
          )}
          {children}
        </Stack>
      </Container>
    </section>
  )
}
