import { useLingui } from '@lingui/react/macro'
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { privacyWith, termsWith, type LegalDocument, type LegalSection } from '~/content/legal'
import { findPage } from '~/content/pages'
import { useSiteFacts, type SiteFacts } from '~/lib/site-facts'
import { CookieReset } from '../CookieReset/CookieReset'
import classes from './LegalPage.module.css'

const documents: Record<'terms' | 'privacy', (facts: SiteFacts) => LegalDocument> = { terms: termsWith, privacy: privacyWith }

/** Controls that belong inside a section of a document, by section id. */
const sectionExtras: Record<string, ReactNode> = { cookies: <CookieReset /> }

/** The terms or the privacy and cookie policy: heading, introduction, contents and numbered sections. */
export function LegalPage({ pageKey }: { pageKey: 'terms' | 'privacy' }) {
  const { i18n } = useLingui()
  const page = findPage(pageKey)
  // The details staff set arrive with the served page; the prerendered HTML quotes none of them.
  const document = documents[pageKey](useSiteFacts() ?? {})
  if (!page) return null
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl" maw="48rem">
        <Stack gap="md">
          <Title order={1}>{i18n._(page.title)}</Title>
          <Text size="lg">{i18n._(document.intro)}</Text>
        </Stack>
        <Contents sections={document.sections} />
        {document.sections.map((section, index) => (
          <Section key={section.id} section={section} number={index + 1} />
        ))}
        <SeeAlso pageKey={pageKey} />
      </Stack>
    </Container>
  )
}

function Contents({ sections }: { sections: readonly LegalSection[] }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Contents`} className={classes.contents}>
      <ol className={classes.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Anchor href={`#${section.id}`} className={classes.contentsLink}>
              {i18n._(section.title)}
            </Anchor>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  const { i18n } = useLingui()
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className={classes.section}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${section.id}-title`}>
          {number}. {i18n._(section.title)}
        </Title>
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph.id}>{i18n._(paragraph)}</Text>
        ))}
        {section.details && (
          <Text component="address" className={classes.details}>
            {section.details.map((line, index) => (
              <Fragment key={line.id}>
                {index > 0 && <br />}
                {i18n._(line)}
              </Fragment>
            ))}
          </Text>
        )}
        {section.points && (
          <List spacing="xs">
            {section.points.map((point) => (
              <List.Item key={point.id}>{i18n._(point)}</List.Item>
            ))}
          </List>
        )}
        {sectionExtras[section.id]}
      </Stack>
    </section>
  )
}

/** The other legal document and the contact page, for questions the text leaves open. */
function SeeAlso({ pageKey }: { pageKey: 'terms' | 'privacy' }) {
  const { t } = useLingui()
  const other = pageKey === 'terms' ? { to: '/privacy', label: t`Privacy and cookie policy` } : { to: '/terms', label: t`Terms and conditions` }
  return (
    <nav aria-label={t`See also`}>
      <ul className={classes.seeAlso}>
        <li>
          <LocaleLink to={other.to} className={classes.contentsLink}>
            {other.label}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to="/contact" className={classes.contentsLink}>
            {t`Questions? Contact us`}
          </LocaleLink>
        </li>
      </ul>
    </nav>
  )
}
