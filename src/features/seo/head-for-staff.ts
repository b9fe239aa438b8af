import { business } from '~/content/facts'
import { staffPageTitles } from '~/content/staff-pages'
import type { staffPaths } from '~/content/site-urls'
import { i18n } from '~/lib/i18n/i18n'

/** Staff screens are never indexed and carry no alternates or description (the screen itself says what it is for). */
export function headForStaff(path: (typeof staffPaths)[number]) {
  return {
    meta: [
      { title: `${i18n._(staffPageTitles[path])} | ${business.name}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }
}
