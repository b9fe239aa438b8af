import { createLink, type LinkComponent } from '@tanstack/react-router'
import { Anchor, type AnchorProps } from '@mantine/core'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'

type MantineAnchorProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>

const AnchorForRouter = forwardRef<HTMLAnchorElement, MantineAnchorProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
AnchorForRouter.displayName = 'AnchorForRouter'

const RouterAnchor: LinkComponent<typeof AnchorForRouter> = createLink(AnchorForRouter)

export interface LocaleLinkProps extends Omit<MantineAnchorProps, 'href'> {
  /** Language-neutral path such as "/about"; "/nl" is added on Dutch pages (product §2). */
  to: string
  /** Optional fragment without "#". */
  hash?: string
}

/**
 * Every page is under "/nl" in Dutch: the home link there is the current page only on the home page
 * itself, not on every page below it (the router's default for any other link).
 */
const homeOnly = { exact: true }

/** A link that keeps the current language of the page. */
export function LocaleLink({ to, hash, ...props }: LocaleLinkProps) {
  const locale = useLocale()
  return <RouterAnchor to={localizePath(to, locale)} hash={hash} activeOptions={to === '/' ? homeOnly : undefined} {...props} />
}
