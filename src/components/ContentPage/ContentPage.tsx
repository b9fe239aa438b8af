import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { Button, Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { findPage, type PageKey } from '~/content/pages'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { PageIntro } from '~/components/PageIntro/PageIntro'

/**
 * An inner page rendered from the page registry: heading, summary and what to do next: the
 * page's own `actions`, or a way to get in touch.
 */
export function ContentPage({ pageKey, actions }: { pageKey: PageKey; actions?: ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const page = findPage(pageKey)
  if (!page) return null
  return (
    <PageIntro title={i18n._(page.title)} description={i18n._(page.description)}>
      {actions ?? (pageKey !== 'contact' && (
        <Group>
          <Button component="a" href={localizePath('/contact', locale)}>
            <Trans>Ask for a quote</Trans>
          </Button>
        </Group>
      ))}
    </PageIntro>
  )
}
