import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type PocketBase from 'pocketbase'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/** product §7/§9: the video list is read with a page size of 100, newest first. */
const videoListLimit = 100

/** A `videos` record as the public API returns it (pb_migrations/*_create_videos.js). */
const videoRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  name: v.string(),
  video: v.string(),
  poster: v.optional(v.string(), ''),
  duration_seconds: v.optional(v.number(), 0),
  tile: v.optional(v.string(), ''),
  created: v.optional(v.string(), ''),
  updated: v.optional(v.string(), ''),
})

export type VideoRecord = v.InferOutput<typeof videoRecordSchema>

/** product §3 "Video file in storage": what the showcase needs of an uploaded clip. */
export interface StoredVideo {
  id: string
  name: string
  /** The clip's file name in storage (PocketBase adds a random suffix to the uploaded name). */
  fileName: string
  publicUrl: string
  posterUrl?: string
  posterSrcSet?: string
  durationSeconds?: number
  /** The showcase tile staff chose for it (helicopter, balloon, demo), if any. */
  tile?: string
  createdAt: string
}

function toStoredVideo(record: VideoRecord, files: PocketBase['files']): StoredVideo {
  return {
    id: record.id,
    name: record.name,
    fileName: record.video,
    publicUrl: files.getURL(record, record.video),
    posterUrl: record.poster ? files.getURL(record, record.poster, { thumb: '640x360' }) : undefined,
    posterSrcSet: record.poster
      ? `${files.getURL(record, record.poster, { thumb: '640x360' })} 640w, ${files.getURL(record, record.poster, { thumb: '1280x720' })} 1280w`
      : undefined,
    durationSeconds: record.duration_seconds || undefined,
    tile: record.tile || undefined,
    createdAt: record.created,
  }
}

async function fetchVideos(): Promise<StoredVideo[]> {
  const client = await pocketbase()
  const list = await client.collection('videos').getList(1, videoListLimit, { sort: '-created' })
  return list.items.map((record) => toStoredVideo(v.parse(videoRecordSchema, record), client.files))
}

/**
 * The uploaded clips. `enabled` is the caller's "the section is in view" flag:
 * the list is fetched once, lazily (product §4 "Video"), and stays fresh for the
 * query client's five minutes, so scrolling away and back asks nothing more.
 */
export function videosQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: ['videos'],
    queryFn: fetchVideos,
    enabled: isBrowser && enabled,
  })
}
