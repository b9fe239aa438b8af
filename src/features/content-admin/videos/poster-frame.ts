/**
 * A poster frame taken in the browser from a chosen clip: the frame at one second (or the middle of
 * a shorter clip), as a JPEG of at most 1280 px wide, with the clip's length. Null when the browser
 * cannot decode the clip, which also means visitors' browsers may not play it.
 */
export async function posterFrame(file: File): Promise<{ poster: Blob; durationSeconds: number } | null> {
  const url = URL.createObjectURL(file)
  const video = document.createElement('video')
  video.muted = true
  video.preload = 'auto'
  video.playsInline = true
  try {
    video.src = url
    await once(video, 'loadedmetadata')
    const duration = Number.isFinite(video.duration) ? video.duration : 0
    video.currentTime = Math.min(1, duration / 2)
    await once(video, 'seeked')
    const width = Math.min(1280, video.videoWidth)
    const height = Math.round((video.videoHeight / video.videoWidth) * width)
    if (!width || !height) return null
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    canvas.getContext('2d')?.drawImage(video, 0, 0, width, height)
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    return poster ? { poster, durationSeconds: Math.round(duration) } : null
  } catch {
    return null
  } finally {
    URL.revokeObjectURL(url)
  }
}

function once(target: HTMLVideoElement, event: 'loadedmetadata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true })
    target.addEventListener('error', () => reject(new Error('the clip cannot be decoded')), { once: true })
  })
}
