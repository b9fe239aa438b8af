import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import classes from './SiteShell.module.css'

/** Header, main landmark and footer around every public page. */
export interface SiteShellProps {
  children: ReactNode
  /** Shown in the footer under "Free guide": the newsletter sign-up, composed by the route. */
  footerSignup?: ReactNode
}

const siteFooterId = 'site-footer'

/** The footer's code comes when the footer nears the viewport or at idle, not with the page's start-up code. */
const SiteFooter = deferredComponent(() => import('../SiteFooter/SiteFooter').then((module) => module.SiteFooter))

/** For the prerender and client-side visits, which render the footer at once. */
export const preloadSiteFooter = (): Promise<void> => SiteFooter.preload()

export function SiteShell({ children, footerSignup }: SiteShellProps) {
  const { t } = useLingui()
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {/* Below the fold on every page: hydrated when it nears the viewport or is touched. */}
      <LazySection id={siteFooterId}>
        <SiteFooter id={siteFooterId} signup={footerSignup} />
      </LazySection>
    </>
  )
}
