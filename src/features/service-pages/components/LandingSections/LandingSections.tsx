import { useLingui } from '@lingui/react'
import { Container, List, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import type { LandingContent } from '~/content/landing'
import { landingText } from '~/content/landing-content/shared'
import { ClosingCta } from '../ClosingCta/ClosingCta'
import { IconCardGrid } from '../IconCardGrid/IconCardGrid'
import classes from '../LandingPage/LandingPage.module.css'
import { Columns } from '~/components/Columns/Columns'

/** A landing page below its hero: its highlights, who it suits, how booking works and where to read on. */
export function LandingSections({ content }: { content: LandingContent }) {
  return (
    <>
      <IconCardGrid id="highlights" title={content.sectionsTitle} cards={content.sections} />
      <AudienceAndBooking content={content} />
      <ClosingCta id="contact-us" title={landingText.closingTitle} text={landingText.closingText} cta={landingText.closingCta} />
    </>
  )
}

function AudienceAndBooking({ content }: { content: LandingContent }) {
  const { i18n } = useLingui()
  return (
    <Container size="lg" py="xl">
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="audience">
          <Stack gap="md">
            <Title order={2} id="audience">
              {i18n._(landingText.audienceTitle)}
            </Title>
            <List spacing="xs">
              {content.audience.map((item) => (
                <List.Item key={item.id}>{i18n._(item)}</List.Item>
              ))}
            </List>
          </Stack>
        </section>
        <section aria-labelledby="booking">
          <Stack gap="md">
            <Title order={2} id="booking">
              {i18n._(landingText.bookingTitle)}
            </Title>
            <Text>{i18n._(content.booking)}</Text>
            <nav aria-label={i18n._(landingText.linksTitle)}>
              <ul className={classes.links}>
                {content.links.map((link) => (
                  <li key={link.to}>
                    <LocaleLink to={link.to} className={classes.link}>
                      <IconArrowRight size={18} aria-hidden />
                      {i18n._(link.label)}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Stack>
        </section>
      </Columns>
    </Container>
  )
}
