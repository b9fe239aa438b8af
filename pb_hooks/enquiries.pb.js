// Public enquiry endpoint and the e-mail retry job. Each handler loads its
// module inside itself: PocketBase compiles every handler on its own.
routerAdd(
  'POST',
  '/api/site/enquiries',
  (e) => require(`${__hooks}/lib/enquiry-route.js`).createEnquiry(e),
  $apis.bodyLimit(64 * 1024),
  new Middleware((e) => require(`${__hooks}/lib/public-write.js`).answerTooLarge(e, require(`${__hooks}/lib/generated/enquiries.js`).rejectionBody), -995),
)

cronAdd('enquiry-mail-retry', '* * * * *', () => require(`${__hooks}/lib/enquiry-mail.js`).retryPendingMail($app))

// The counts of mails per address and day (recipient-quota.js): yesterday's are not needed.
cronAdd('mail-recipient-days-cleanup', '17 3 * * *', () => require(`${__hooks}/lib/recipient-quota.js`).forgetPastDays($app))
