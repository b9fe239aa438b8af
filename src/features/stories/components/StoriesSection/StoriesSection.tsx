import { useQuery } from '@tanstack/react-query'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { useMemo } from 'react'
import { useLocale } from '~/lib/i18n/useLocale'
import { publishedPostsQueryOptions, toStoryPost } from '../../api/blog-posts'
import { StoriesView } from './StoriesView'

/** Loads the published posts in the browser; the prerendered page shows the loading state. */
export function StoriesSection() {
  const locale = useLocale()
  const queryClient = useSiteQueryClient()
  const query = useQuery(publishedPostsQueryOptions(), queryClient)
  const posts = useMemo(() => (query.data ?? []).map((record) => toStoryPost(record, locale)), [query.data, locale])
  return <StoriesView status={query.status} posts={posts} onRetry={() => void query.refetch()} />
}
