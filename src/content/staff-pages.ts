import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { staffPaths } from './site-urls'

export interface StaffPageDef {
  title: MessageDescriptor
  description: MessageDescriptor
}

/** Staff screens (product §2 "Tools and admin"); each one asks for a signed-in staff member with a second factor. */
export const staffPages: Record<(typeof staffPaths)[number], StaffPageDef> = {
  '/admin/auth': {
    title: msg`Staff sign-in`,
    description: msg`Sign in with your staff e-mail address, your password and the code from your authenticator app.`,
  },
  '/admin': {
    title: msg`Dashboard`,
    description: msg`Enquiries, newsletter sign-ups and the state of the site at a glance.`,
  },
  '/admin/analytics': {
    title: msg`Analytics`,
    description: msg`Visits, enquiries and conversions of the site, from visitors who allowed analytics.`,
  },
  '/admin/media': {
    title: msg`Media`,
    description: msg`Every image on the site that staff can change: the Greenland expedition photos, story images and partner logos.`,
  },
  '/admin/partners': {
    title: msg`Partners and reviews`,
    description: msg`The partner cards and the customer reviews shown on the site, with their average.`,
  },
  '/admin/settings': {
    title: msg`Settings`,
    description: msg`Business facts, contact details and prices shown on the site.`,
  },
  '/admin/blog': {
    title: msg`Blog`,
    description: msg`Write, publish and feature stories in English and Dutch.`,
  },
  '/video-management': {
    title: msg`Video management`,
    description: msg`Upload and remove the sample videos of the media showcase.`,
  },
  '/chat-management': {
    title: msg`Chat management`,
    description: msg`Conversations with the chat assistant, their transcripts and the questions it could not answer.`,
  },
  '/ssl-status': {
    title: msg`HTTPS status`,
    description: msg`Certificate, redirects and security headers of the production domain.`,
  },
}

