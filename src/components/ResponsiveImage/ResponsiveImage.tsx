import { useLingui } from '@lingui/react/macro'
import { Loader, Text } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import classes from './ResponsiveImage.module.css'

export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error'

export interface ResponsiveImageProps {
  src: string
  /** Width descriptors for the browser to choose from, e.g. "a.jpg 640w, b.jpg 1280w". */
  srcSet?: string
  /** How wide the image is shown, e.g. "(min-width: 62em) 50vw, 100vw". */
  sizes?: string
  alt: string
  /** Intrinsic width and height: they reserve the box before the image arrives (no layout shift). */
  width: number
  height: number
  /** Shown once if `src` fails; without it a failed image says "Image unavailable". */
  fallbackSrc?: string
  /** `lazy` below the fold, `eager` for an image visible on arrival. @default 'lazy' */
  loading?: 'lazy' | 'eager'
  /** How the image fills its box. @default 'cover' */
  fit?: CSSProperties['objectFit']
  className?: string
}

interface State {
  src: string
  usingFallback: boolean
  status: ImageStatus
}

/**
 * An image with the states of product §4 "Image": loading (spinner, image hidden),
 * loaded, and on error one switch to the fallback source, else "Image
 * unavailable". The box keeps the image's aspect ratio in every state.
 *
 * The server renders it plainly visible ("idle"): a prerendered page must show
 * its images without script. On the client the state is settled before paint,
 * also for an image that loaded or failed before hydration.
 */
export function ResponsiveImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  fallbackSrc,
  loading = 'lazy',
  fit = 'cover',
  className,
}: ResponsiveImageProps) {
  const { t } = useLingui()
  const imageRef = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<State>({ src, usingFallback: false, status: 'idle' })
  // A new source starts over (React's "adjust state while rendering" pattern).
  if (state.src !== src) setState({ src, usingFallback: false, status: 'idle' })

  const fail = () =>
    setState((current) =>
      fallbackSrc && !current.usingFallback
        ? { ...current, usingFallback: true, status: 'loading' }
        : { ...current, status: 'error' },
    )
  const succeed = () => setState((current) => ({ ...current, status: 'loaded' }))

  const shown = state.usingFallback && fallbackSrc ? fallbackSrc : src
  useLayoutEffect(() => {
    const image = imageRef.current
    if (!image) return
    // `complete` covers an image that settled before React listened (prerendered HTML, cache).
    if (!image.complete) setState((current) => (current.status === 'idle' ? { ...current, status: 'loading' } : current))
    else if (image.naturalWidth > 0) succeed()
    else if (image.getAttribute('src')) fail()
    // Runs again for the fallback source only; the handlers below cover the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])

  return (
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-status={state.status}
    >
      <img
        ref={imageRef}
        className={classes.image}
        style={{ objectFit: fit }}
        src={shown}
        // The fallback is one plain file: the srcset would otherwise still win.
        srcSet={state.usingFallback ? undefined : srcSet}
        // HTML allows sizes only next to a srcset.
        sizes={state.usingFallback || !srcSet ? undefined : sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onLoad={succeed}
        onError={fail}
      />
      {state.status === 'loading' && (
        <div className={classes.overlay} aria-hidden>
          <Loader size="sm" />
        </div>
      )}
      {state.status === 'error' && (
        <div
          className={classes.overlay}
          // a decorative image (empty alt) stays silent when it fails too
          {...(alt ? { role: 'img', 'aria-label': `${alt}: ${t`Image unavailable`}` } : { 'aria-hidden': true })}
        >
          <IconPhotoOff size={28} aria-hidden />
          <Text size="sm" aria-hidden>{t`Image unavailable`}</Text>
        </div>
      )}
    </div>
  )
}
