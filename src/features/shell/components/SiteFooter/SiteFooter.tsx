import { useLingui } from '@lingui/react/macro'
import { Anchor, Container, Divider, List, Stack, Text, Title } from '@mantine/core'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { cities } from '~/content/cities'
import { business } from '~/content/facts'
import { footerPartners, reasonsToChoose, serviceLinks } from '~/content/navigation'
import { Fragment, type ReactNode } from 'react'
import { instagramHandle, telHref, useSiteFacts } from '~/lib/site-facts'
import classes from './SiteFooter.module.css'
import { Columns } from '~/components/Columns/Columns'
import { useLocale } from '~/lib/i18n/useLocale'
import { phoneForReading } from '~/lib/phone'

/** The details staff keep in the settings (the server puts them in the page); each only when set. */
function CompanyDetails() {
  const { t } = useLingui()
  const facts = useSiteFacts()
  const locale = useLocale()
  if (!facts) return null
  const { address, registrations, phone, email, social } = facts
  const registrationLines = [
    registrations?.chamberOfCommerce && `${t`Chamber of Commerce`} ${registrations.chamberOfCommerce}`,
    registrations?.vat && `${t`VAT`} ${registrations.vat}`,
    registrations?.iban && `${t`Bank`} ${registrations.iban}`,
  ].filter(Boolean)
  return (
    <>
      {address && (
        <Text size="sm" component="address" className={classes.address}>
          {address.street}
          {address.street && <br />}
          {address.postalCode} {address.locality}
          <br />
          {t`The Netherlands`}
        </Text>
      )}
      {phone && (
        <Anchor href={telHref(phone)} size="sm">
          {phoneForReading(phone, locale)}
        </Anchor>
      )}
      {email && (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      )}
      {social?.instagram && (
        <Anchor href={social.instagram} target="_blank" rel="noopener noreferrer" size="sm">
          {instagramHandle(social.instagram)}
        </Anchor>
      )}
      {registrationLines.length > 0 && (
        <Text size="xs" c="dimmed">
          {registrationLines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      )}
    </>
  )
}

/** The footer with every item of product §2: company details, reasons, partners, services, cities and legal pages. */
export function SiteFooter({ id, signup }: { id?: string; signup?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale === 'nl' ? 'nl' : 'en'
  const year = new Date().getFullYear()

  return (
    <footer id={id} className={classes.footer}>
      <Container size="xl">
        <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4" className={classes.brand}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              {business.name}
            </Title>
            <CompanyDetails />
          </Stack>

          <Stack gap={6}>
            <Title order={2} size="h5">
              {t`Why choose us`}
            </Title>
            <List size="sm" spacing={4}>
              {reasonsToChoose.map((reason) => (
                <List.Item key={reason.id}>{i18n._(reason)}</List.Item>
              ))}
            </List>
            <Title order={2} size="h5" mt="sm">
              {t`Partners`}
            </Title>
            <List size="sm" spacing={4}>
              {footerPartners.map((partner) => (
                <List.Item key={partner.id}>{i18n._(partner)}</List.Item>
              ))}
            </List>
          </Stack>

          <Stack gap={6} component="nav" aria-label={t`Services`}>
            <Title order={2} size="h5">
              {t`Services`}
            </Title>
            {serviceLinks.map((link) => (
              <LocaleLink key={link.to} to={link.to} size="sm">
                {i18n._(link.label)}
              </LocaleLink>
            ))}
            <LocaleLink to="/experiences" size="sm">
              {t`Special jumps`}
            </LocaleLink>
          </Stack>

          <Stack gap={6} component="nav" aria-label={t`Skydiving near you`}>
            <Title order={2} size="h5">
              {t`Skydiving near you`}
            </Title>
            <Columns cols={2} spacing={6} verticalSpacing={6}>
              {cities.map((city) => (
                <LocaleLink key={city.slug} to={`/parachutespringen-${city.slug}`} size="sm">
                  {city.name[locale]}
                </LocaleLink>
              ))}
            </Columns>
          </Stack>
        </Columns>

        {signup && (
          <section aria-labelledby="footer-guide" className={classes.signup}>
            <Title order={2} size="h5" id="footer-guide">
              {t`Free guide`}
            </Title>
            <Text size="sm" mb="xs">
              {t`Your first skydive, step by step: sign up and we send you the guide.`}
            </Text>
            {signup}
          </section>
        )}

        <Divider my="lg" />
        <div className={classes.bottom}>
          <Text size="xs" c="dimmed">
            © {year} {business.legalName}
          </Text>
          <nav aria-label={t`Legal`} className={classes.legal}>
            <LocaleLink to="/privacy" size="xs">
              {t`Privacy and cookies`}
            </LocaleLink>
            <LocaleLink to="/terms" size="xs">
              {t`Terms and conditions`}
            </LocaleLink>
          </nav>
        </div>
      </Container>
    </footer>
  )
}
