import { useEffect } from 'react'
import { eachWhenIdle } from '~/lib/hydration/idle/idle'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import type { LandingContent, LandingKey } from '~/content/landing'
import { landingText } from '~/content/landing-content/shared'
import { findPage } from '~/content/pages'
import { landingSectionIds, LandingSections } from '../../deferred-sections'
import { ServiceHero } from '../ServiceHero/ServiceHero'

/** A landing page: its own introduction and highlights, who it suits, how booking works and where to read on. */
export function LandingPage({ pageKey, content }: { pageKey: LandingKey; content: LandingContent }) {
  useEffect(() => eachWhenIdle([LandingSections.preload]), [])
  const page = findPage(pageKey)
  if (!page) return null
  const [first, ...others] = landingSectionIds
  return (
    <>
      <ServiceHero title={page.title} lead={content.intro} cta={landingText.heroCta} />
      <LazySection id={first} aliases={others}>
        <LandingSections content={content} />
      </LazySection>
    </>
  )
}
