import '@mantine/core/styles/Skeleton.css'
import { useLingui } from '@lingui/react/macro'
import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { Suspense } from 'react'
import { PageIntro } from '~/components/PageIntro/PageIntro'
import type { Locale } from '~/lib/i18n/locales'
import { useHydrated } from '~/lib/served-json'
import type { StoryRecord } from '~/lib/stories/story-record'
import { storyPageDataFor } from '../../story-page/story-source'
import { StoryArticleLater } from './story-article-later'

export interface StoryPageProps {
  /** The story, or none while the build renders the page with stand-ins for the server to fill in. */
  record?: StoryRecord
  locale: Locale
}

/** The story's outline while its text is on its way: about as tall, so nothing jumps when it comes. */
function ArticleSkeleton() {
  const { t } = useLingui()
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{t`Loading the story…`}</VisuallyHidden>
      <Skeleton height={22} width={220} radius="xl" />
      <Skeleton height={0} pb="56.25%" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={16} width={index % 2 ? '92%' : '100%'} />
      ))}
    </Stack>
  )
}

/**
 * A story's own page (/stories/{slug}, /nl/verhalen/{slug}): its title and excerpt from the first
 * paint (the server puts them into the page), the rest once the page has started.
 */
export function StoryPage({ record, locale }: StoryPageProps) {
  const data = storyPageDataFor(record, locale)
  const hydrated = useHydrated()
  return (
    <article>
      <PageIntro title={data.title} description={data.description} />
      <Container size="md" pb={48}>
        {hydrated && record ? (
          <Suspense fallback={<ArticleSkeleton />}>
            <StoryArticleLater record={record} locale={locale} />
          </Suspense>
        ) : (
          <ArticleSkeleton />
        )}
      </Container>
    </article>
  )
}
