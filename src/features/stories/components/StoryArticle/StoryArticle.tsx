import '@mantine/core/styles/Badge.css'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { ResponsiveImage } from '~/components/ResponsiveImage/ResponsiveImage'
import { StoryText } from '~/components/StoryText/StoryText'
import { findPage } from '~/content/pages'
import { formatDate } from '~/content/home/format'
import { storiesIntro } from '~/content/home/stories'
import type { Locale } from '~/lib/i18n/locales'
import { variantSources } from '~/lib/media/image-variants'
import { storyImageFile, storyIn, type StoryRecord } from '~/lib/stories/story-record'
import classes from './StoryArticle.module.css'

export interface StoryArticleProps {
  record: StoryRecord
  locale: Locale
}

/** A story below its heading: category, date and reading time, the image, the text and the tags. */
export function StoryArticle({ record, locale }: StoryArticleProps) {
  const { t, i18n } = useLingui()
  const story = storyIn(record, locale)
  const minutes = story.readTimeMinutes
  const date = story.publishedAt ? formatDate(story.publishedAt, locale) : ''
  const storiesPath = findPage('stories')?.paths[locale] ?? '/stories'
  return (
    <Stack gap="xl">
      <Group gap="sm">
        {story.category && <Badge variant="light">{story.category}</Badge>}
        <Text size="sm" c="dimmed">
          {[date, minutes ? t`${minutes} min read` : ''].filter(Boolean).join(' · ')}
        </Text>
      </Group>
      {story.image && (
        <figure className={classes.figure}>
          <ResponsiveImage
            {...variantSources(storyImageFile(record), 1280)}
            sizes="(min-width: 62em) 720px, 100vw"
            alt={story.imageAlt}
            width={1280}
            height={720}
            loading="eager"
          />
        </figure>
      )}
      <StoryText text={story.body} />
      {story.tags.length > 0 && (
        <Group gap={6} aria-label={i18n._(storiesIntro.tags)} role="list">
          {story.tags.map((tag) => (
            <Badge key={tag} role="listitem" variant="outline" tt="none">
              #{tag}
            </Badge>
          ))}
        </Group>
      )}
      <Anchor href={storiesPath} fw={600} className="touch-target">
        <Group gap={6} component="span">
          <IconArrowLeft size={18} aria-hidden />
          {t`All stories`}
        </Group>
      </Anchor>
    </Stack>
  )
}
