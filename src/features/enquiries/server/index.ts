/**
 * What the enquiry route in pb_hooks runs of this feature, bundled into
 * pb_hooks/lib/generated/enquiries.js by scripts/hooks-bundle.mjs: the same rules and texts as the
 * form, so client and server cannot disagree.
 */
export { parseEnquiry } from '../schema/enquiry-schema'
export { submissionLimit, submissionWindowSeconds, formTypes } from '../schema/options'
export { rejectionBody } from './enquiry-answers'
export { customerMailText, staffMailText } from './enquiry-mail-text'
export { unconfirmedMailsPerAddressPerDay } from '~/lib/mail-limits'
