/**
 * The showcase's three sample video tiles and the names a clip is matched by when staff have not
 * chosen its tile (product §4.7): a clip whose name or file name contains one of them.
 */
const videoTiles = ['helicopter', 'balloon', 'demo'] as const
export type VideoTile = (typeof videoTiles)[number]

export const videoTileNames: Record<VideoTile, readonly string[]> = {
  helicopter: ['helicopter'],
  balloon: ['balloon', 'ballon', 'luchtballon'],
  demo: ['demo'],
}

/** The tile a name points to, or undefined. */
export function tileOfName(name: string): VideoTile | undefined {
  const lower = name.toLowerCase()
  return videoTiles.find((tile) => videoTileNames[tile].some((part) => lower.includes(part)))
}

export function isVideoTile(value: unknown): value is VideoTile {
  return typeof value === 'string' && (videoTiles as readonly string[]).includes(value)
}
