/** The artwork of what has no photo slot of its own (decision 034): a story without an image, a clip without a poster. */
export const fallbackArtwork = { story: '/artwork/story.svg', video: '/artwork/video.svg' } as const
