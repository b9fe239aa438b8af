import { business } from '~/content/facts'
import { staffPages } from '~/content/staff-pages'
import type { staffPaths } from '~/content/site-urls'
import { i18n } from '~/lib/i18n/i18n'

/** Staff screens are never indexed and carry no alternates. */
export function headForStaff(path: (typeof staffPaths)[number]) {
  const page = staffPages[path]
  return {
    meta: [
      { title: `${i18n._(page.title)} | ${business.name}` },
      { name: 'description', content: i18n._(page.description) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }
}
