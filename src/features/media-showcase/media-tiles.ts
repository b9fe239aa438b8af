import type { ShowcaseTileContent } from '~/content/home/media'
import type { StoredVideo } from './api/videos'

export interface MatchedTile<T extends Pick<ShowcaseTileContent, 'key' | 'names'> = ShowcaseTileContent> {
  tile: T
  /** The uploaded clip for this tile, if any: then the tile plays it, else it opens the social page. */
  video?: StoredVideo
}

function matches(video: Pick<StoredVideo, 'name' | 'fileName'>, names: readonly string[]): boolean {
  const haystacks = [video.name.toLowerCase(), video.fileName.toLowerCase()]
  return names.some((name) => haystacks.some((haystack) => haystack.includes(name.toLowerCase())))
}

/**
 * Pairs each showcase tile with an uploaded clip: the newest clip staff chose for the tile, else
 * (clips without a chosen tile) by name (product §4 "Video"): the first clip in the list (the list
 * is newest first) whose record name or file name contains one of the tile's names,
 * case-insensitive. A clip plays in one tile only, so "demo helicopter.mp4" does not fill two tiles.
 */
export function matchTiles<T extends Pick<ShowcaseTileContent, 'key' | 'names'>>(
  tiles: readonly T[],
  videos: readonly StoredVideo[],
): MatchedTile<T>[] {
  const used = new Set<string>()
  return tiles.map((tile) => {
    const free = videos.filter((candidate) => !used.has(candidate.id))
    const video = free.find((candidate) => candidate.tile === tile.key) ?? free.find((candidate) => !candidate.tile && matches(candidate, tile.names))
    if (video) used.add(video.id)
    return video ? { tile, video } : { tile }
  })
}

/** A clip's length as the player shows it: 0:45, 3:07, 1:02:03. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}
