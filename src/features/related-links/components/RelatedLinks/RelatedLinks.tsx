import { Trans, useLingui } from '@lingui/react/macro'
import { Container, Title } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { PillLinks } from '~/components/PillLinks/PillLinks'
import { relatedLinksFor } from '../../related-links'
import classes from './RelatedLinks.module.css'

export interface RelatedLinksProps {
  /** The strip's element id: LazySection watches it to know when the strip nears the viewport. */
  id?: string
}

/**
 * The "Related:" strip above the footer (product §2): links chosen for the
 * current page, in its language. Renders nothing on pages without a strip.
 */
export function RelatedLinks({ id }: RelatedLinksProps) {
  const { i18n } = useLingui()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const links = useMemo(() => relatedLinksFor(pathname), [pathname])
  const headingId = useId()
  if (links.length === 0) return null
  return (
    <nav id={id} aria-labelledby={headingId} className={classes.strip}>
      <Container size="xl" className={classes.inner}>
        <Title order={2} size="h5" id={headingId} className={classes.title}>
          <Trans>Related:</Trans>
        </Title>
        <PillLinks labelledBy={headingId} items={links.map((link) => ({ to: link.path, label: i18n._(link.label) }))} />
      </Container>
    </nav>
  )
}
