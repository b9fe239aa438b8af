import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Image.css'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { formatDate } from '~/content/home/format'
import { storiesIntro } from '~/content/home/stories'
import { useLocale } from '~/lib/i18n/useLocale'
import { storyPath } from '~/lib/stories/story-paths'
import type { StoryPost } from '../../api/blog-posts'
import classes from './StoryCard.module.css'

/** The stories' artwork (decision 034), for a story without an image of its own. */
const storyArtwork = '/artwork/story.svg'

/** One post: image (or the stories' artwork), category, title, excerpt, read time, date and tags (product §3 "Blog post"). */
export function StoryCard({ post, featured = false }: { post: StoryPost; featured?: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const minutes = post.readTimeMinutes
  const date = post.publishedAt ? formatDate(post.publishedAt, locale) : ''
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      <Card.Section mb="md">
        {/* a story without an image of its own shows the site's artwork (decision 034) */}
        <Image
          src={post.imageUrl ?? storyArtwork}
          srcSet={post.imageSrcSet}
          sizes={post.imageSrcSet ? (featured ? '(min-width: 62em) 560px, 100vw' : '(min-width: 62em) 560px, 84vw') : undefined}
          alt=""
          h={featured ? 280 : 160}
          loading="lazy"
        />
      </Card.Section>
      <Stack gap="xs">
        <Group gap="xs">
          {featured && <Badge>{i18n._(storiesIntro.featured)}</Badge>}
          {post.category && <Badge variant="light">{post.category}</Badge>}
        </Group>
        <Title order={3} size={featured ? 'h2' : 'h4'}>
          {post.slug ? (
            // A plain link: the page comes from the server with the story in it, and is kept for offline reading.
            <Anchor href={storyPath(post.slug, locale)} inherit c="inherit" className={classes.link}>
              {post.title}
            </Anchor>
          ) : (
            post.title
          )}
        </Title>
        <Text c="dimmed" size={featured ? 'md' : 'sm'}>
          {post.excerpt}
        </Text>
        <Text size="xs" c="dimmed">
          {[minutes ? t`${minutes} min read` : '', date].filter(Boolean).join(' · ')}
        </Text>
        {post.tags.length > 0 && (
          <Group gap={4} aria-label={i18n._(storiesIntro.tags)} role="list">
            {post.tags.map((tag) => (
              <Badge key={tag} role="listitem" variant="outline" size="sm" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
