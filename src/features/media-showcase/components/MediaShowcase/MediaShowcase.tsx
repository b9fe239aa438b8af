import { useIntersection } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { useState } from 'react'
import { videosQueryOptions } from '../../api/videos'
import { MediaShowcaseView, type VideoListStatus } from './MediaShowcaseView'

/** product §4 "Video": the list is fetched when the section enters view (threshold 0.1, margin 50 px). */
const videoListObserver: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' }

/**
 * The media showcase with its data: the video list is fetched once, lazily,
 * when the section first comes into view, and never again on scrolling back
 * (the query stays fresh for the client's five minutes).
 */
export function MediaShowcase({ summary = false }: { summary?: boolean }) {
  const { ref, entry } = useIntersection<HTMLElement>(videoListObserver)
  const [seen, setSeen] = useState(false)
  // Latched while rendering: once seen, the query stays enabled.
  if (!seen && entry?.isIntersecting) setSeen(true)
  const queryClient = useSiteQueryClient()
  const query = useQuery(videosQueryOptions(seen), queryClient)

  let status: VideoListStatus = 'idle'
  if (seen) status = query.isSuccess ? 'success' : query.isError ? 'error' : 'loading'
  return (
    <MediaShowcaseView
      // once seen, the observer is let go
      sectionRef={seen ? undefined : ref}
      status={status}
      videos={query.data ?? []}
      onRetry={() => void query.refetch()}
      summary={summary}
    />
  )
}
