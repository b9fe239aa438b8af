import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Skeleton.css'
import { useLingui } from '@lingui/react'
import { Alert, Button, Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { IconBrandInstagram } from '@tabler/icons-react'
import { TwoColumns } from '~/components/TwoColumns/TwoColumns'
import { useSiteFacts } from '~/lib/site-facts'
import { fallbackPosts, storiesIntro, type FallbackPost } from '~/content/home/stories'
import type { I18n } from '@lingui/core'
import type { StoryPost } from '../../api/blog-posts'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { StoryCard } from '../StoryCard/StoryCard'

/** product §9: up to 3 posts beside the featured one. */
const otherPostLimit = 3

export type StoriesStatus = 'pending' | 'error' | 'success'

export interface StoriesViewProps {
  status: StoriesStatus
  posts: readonly StoryPost[]
  onRetry?: () => void
}

function localizeFallback(post: FallbackPost, index: number, i18n: I18n): StoryPost {
  return {
    id: post.key,
    title: i18n._(post.title),
    excerpt: i18n._(post.excerpt),
    category: i18n._(post.category),
    tags: post.tags.map((tag) => i18n._(tag)),
    readTimeMinutes: post.readTimeMinutes,
    featured: index === 0,
  }
}

/** The featured post is the first flagged featured, else the first (product §4 "Blog list"). */
function arrangePosts(posts: readonly StoryPost[]) {
  const featured = posts.find((post) => post.featured) ?? posts[0]
  const others = posts.filter((post) => post !== featured).slice(0, otherPostLimit)
  return { featured, others }
}

function PostGrid({ posts }: { posts: readonly StoryPost[] }) {
  const { featured, others } = arrangePosts(posts)
  if (!featured) return null
  return (
    <TwoColumns split={[6, 6]} gap="lg">
      <StoryCard post={featured} featured />
      <Stack gap="lg" className="phone-row">
        {others.map((post) => (
          <StoryCard key={post.id} post={post} />
        ))}
      </Stack>
    </TwoColumns>
  )
}

/**
 * One card's outline, as tall as a card of the built-in posts (a title line and an excerpt of three
 * lines on a wide screen), so the page does not jump when the posts arrive.
 */
function CardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <Card withBorder padding="lg" h="100%">
      {/* every card has its picture: the story's image or the stories' artwork */}
      <Card.Section mb="md">
        <Skeleton height={featured ? 280 : 160} radius={0} />
      </Card.Section>
      <Stack gap="xs">
        <Skeleton height={20} width={featured ? 170 : 110} radius="xl" />
        <Skeleton height={featured ? 35 : 26} width="85%" />
        <Skeleton height={featured ? 74 : 61} />
        <Skeleton height={17} width={140} />
        <Skeleton height={18} width={180} radius="xl" />
      </Stack>
    </Card>
  )
}

/** The posts' layout while they load: a reload or a way back lands where it was once they arrive. */
function PostGridSkeleton() {
  return (
    <TwoColumns split={[6, 6]} gap="lg">
      <CardSkeleton featured />
      <Stack gap="lg" className="phone-row">
        {Array.from({ length: otherPostLimit }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </Stack>
    </TwoColumns>
  )
}

function StoriesBody({ status, posts, onRetry }: StoriesViewProps) {
  const { i18n } = useLingui()
  if (status === 'pending') {
    return (
      <div role="status">
        <VisuallyHidden>{i18n._(storiesIntro.loading)}</VisuallyHidden>
        <PostGridSkeleton />
      </div>
    )
  }
  if (status === 'error') {
    return (
      <Alert color="red" variant="light" title={i18n._(storiesIntro.error)}>
        {onRetry && (
          <Button variant="light" color="red" onClick={onRetry} mih={44}>
            {i18n._(storiesIntro.retry)}
          </Button>
        )}
      </Alert>
    )
  }
  const shown = posts.length > 0 ? posts : fallbackPosts.map((post, index) => localizeFallback(post, index, i18n))
  return <PostGrid posts={shown} />
}

/** Stories (product §2, #stories): what the blog query returned, in each of its states. */
export function StoriesView(props: StoriesViewProps) {
  const { i18n } = useLingui()
  const instagram = useSiteFacts()?.social?.instagram
  return (
    <SiteSection id="stories" title={i18n._(storiesIntro.title)} lead={i18n._(storiesIntro.lead)}>
      <StoriesBody {...props} />
      {instagram && (
        <Group>
          <Button
          component="a"
          href={instagram}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          leftSection={<IconBrandInstagram size={20} aria-hidden />}
          mih={44}
        >
          {i18n._(storiesIntro.instagram)}
          <VisuallyHidden> {i18n._(storiesIntro.instagramHint)}</VisuallyHidden>
          </Button>
        </Group>
      )}
    </SiteSection>
  )
}
