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
