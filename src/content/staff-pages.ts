import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { staffPaths } from './site-urls'

/**
 * The staff screens' titles (product §2 "Tools and admin"); each screen asks for a signed-in staff
 * member with a second factor. Only the titles: the route heads read them, and the route heads are
 * part of every page's start-up code. What each screen is for is in ./staff-screens.
 */
export const staffPageTitles: Record<(typeof staffPaths)[number], MessageDescriptor> = {
  '/admin/auth': msg`Staff sign-in`,
  '/admin': msg`Dashboard`,
  '/admin/analytics': msg`Analytics`,
  '/admin/media': msg`Media`,
  '/admin/partners': msg`Partners and reviews`,
  '/admin/settings': msg`Settings`,
  '/admin/blog': msg`Blog`,
  '/video-management': msg`Video management`,
  '/chat-management': msg`Chat management`,
  '/ssl-status': msg`HTTPS status`,
}
