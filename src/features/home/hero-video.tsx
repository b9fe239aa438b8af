import { I18nProvider } from '@lingui/react'
import { createRoot } from 'react-dom/client'
import { i18n, whenCatalogArrived } from '~/lib/i18n/i18n'
import { sitePhoto } from '~/lib/media/site-photos'
import { HeroVideo } from './components/HeroVideo/HeroVideo'

const heroImage = 'img[data-photo-slot="home-hero"]'

/** Visitors who ask for less motion or less data keep the photo. */
function wantsStillImage(win: Window): boolean {
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true
}

/**
 * Starts the hero's looping video when staff gave it one (decision 034). Called with the home
 * sections' code, after the visitor starts using the page or a few seconds: the photo is the page's
 * first paint and its largest one, and no start-up code waits for the video. The video has a React
 * root of its own beside the hero, so the hero itself hydrates exactly what was served.
 */
export async function startHeroVideo(doc: Document = document): Promise<void> {
  await whenCatalogArrived()
  const video = sitePhoto('home-hero')?.video
  const image = doc.querySelector<HTMLImageElement>(heroImage)
  const hero = image?.closest('section')
  const mediaBox = image?.parentElement
  if (!video || !image || !hero || !mediaBox || hero.querySelector('[data-hero-video]')) return
  if (wantsStillImage(doc.defaultView ?? window)) return
  const host = doc.createElement('div')
  host.dataset.heroVideo = ''
  hero.append(host)
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <HeroVideo video={video} poster={image.currentSrc || image.src} mediaBox={mediaBox} />
    </I18nProvider>,
  )
}
