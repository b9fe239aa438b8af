import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { staffPaths } from './site-urls'

// Only the staff screens import this module: the route heads (in every page's start-up code) read
// staff-pages.ts alone.

/** The staff navigation, in this order; /admin/auth is the sign-in itself. */
export const staffNavigation = [
  '/admin',
  '/admin/settings',
  '/admin/blog',
  '/admin/media',
  '/admin/partners',
  '/video-management',
  '/chat-management',
  '/admin/analytics',
  '/ssl-status',
] as const satisfies readonly (typeof staffPaths)[number][]

/** What a staff screen that other work has not built yet will hold, said on the screen itself. */
export const plannedScreens: Partial<Record<(typeof staffPaths)[number], MessageDescriptor[]>> = {
  '/admin/analytics': [
    msg`Visits per page and per language over the last 7, 30 and 90 days, from visitors who allowed analytics cookies.`,
    msg`Enquiries per form tab and per service, and the share of visits that ended in an enquiry.`,
    msg`Newsletter sign-ups and confirmations over time.`,
    msg`Web vitals of the public pages (loading, responsiveness, layout shift) as visitors measured them.`,
  ],
  '/admin/media': [
    msg`The Greenland expedition photos of the home page carousel: upload, describe in English and Dutch, reorder and remove.`,
    msg`Partner logos and blog images in one library, with the pages that use each file.`,
    msg`Uploads are checked for type and size before they are stored.`,
  ],
  '/admin/blog': [
    msg`Every story in English and Dutch: title, excerpt, category, tags, reading time and image.`,
    msg`Drafts stay hidden from the site until they are published; one story can be featured on the home page.`,
    msg`Create, edit and delete, with a confirmation before anything is deleted.`,
  ],
  '/video-management': [
    msg`The sample videos of the media showcase: upload MP4 or WebM clips up to 100 MB with a poster image.`,
    msg`Name a clip helicopter, balloon or demo to put it on its tile; see which tiles still link to the social profile.`,
    msg`Remove a clip, with a confirmation first.`,
  ],
}

/** What each staff screen is for, under its title. */
export const staffPageDescriptions: Record<(typeof staffPaths)[number], MessageDescriptor> = {
  '/admin/auth': msg`Sign in with your staff e-mail address, your password and the code from your authenticator app.`,
  '/admin': msg`Enquiries, newsletter sign-ups and the state of the site at a glance.`,
  '/admin/analytics': msg`Visits, enquiries and conversions of the site, from visitors who allowed analytics.`,
  '/admin/media': msg`Every image on the site that staff can change: the photos of the site's photo places, the Greenland expedition photos, story images and partner logos.`,
  '/admin/partners': msg`The partner cards and the customer reviews shown on the site, with their average.`,
  '/admin/settings': msg`Business facts, contact details and prices shown on the site.`,
  '/admin/blog': msg`Write, publish and feature stories in English and Dutch.`,
  '/video-management': msg`Upload and remove the sample videos of the media showcase.`,
  '/chat-management': msg`Conversations with the chat assistant, their transcripts and the questions it could not answer.`,
  '/ssl-status': msg`Certificate, redirects and security headers of the production domain.`,
}
