import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LazySection } from '~/components/LazySection/LazySection'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import classes from './SiteShell.module.css'

/** Header, main landmark and footer around every public page. */
export interface SiteShellProps {
  children: ReactNode
  /** Shown in the footer under "Free guide": the newsletter sign-up, composed by the route. */
  footerSignup?: ReactNode
}

const siteFooterId = 'site-footer'

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
