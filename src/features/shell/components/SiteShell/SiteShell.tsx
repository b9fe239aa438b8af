import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import classes from './SiteShell.module.css'

/** Header, main landmark and footer around every public page. */
export function SiteShell({ children }: { children: ReactNode }) {
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
      <SiteFooter />
    </>
  )
}
