// Newsletter double opt-in: sign up, confirm (then the guide is sent), unsubscribe.
routerAdd(
  'POST',
  '/api/site/newsletter',
  (e) => require(`${__hooks}/lib/newsletter-route.js`).subscribe(e),
  $apis.bodyLimit(8 * 1024),
  new Middleware((e) => require(`${__hooks}/lib/public-write.js`).answerTooLarge(e, require(`${__hooks}/lib/generated/newsletter.js`).rejectionBody), -995),
)
routerAdd('GET', '/api/site/newsletter/confirm', (e) => require(`${__hooks}/lib/newsletter-route.js`).confirm(e))
routerAdd('GET', '/api/site/newsletter/unsubscribe', (e) => require(`${__hooks}/lib/newsletter-route.js`).unsubscribe(e))
// RFC 8058 one-click unsubscribe from the mail client's button.
routerAdd('POST', '/api/site/newsletter/unsubscribe', (e) => require(`${__hooks}/lib/newsletter-route.js`).unsubscribe(e), $apis.bodyLimit(8 * 1024))
