// Newsletter double opt-in: sign up, confirm (then the guide is sent), unsubscribe.
routerAdd(
  'POST',
  '/api/site/newsletter',
  (e) => require(`${__hooks}/lib/newsletter-route.js`).subscribe(e),
  $apis.bodyLimit(8 * 1024),
  new Middleware((e) => require(`${__hooks}/lib/public-write.js`).answerTooLarge(e, require(`${__hooks}/lib/generated/newsletter.js`).rejectionBody), -995),
)
// A mailed link opens a page whose button makes the change; GET and HEAD of a link change nothing.
routerAdd('GET', '/api/site/newsletter/confirm', (e) => require(`${__hooks}/lib/newsletter-route.js`).showConfirmPage(e))
routerAdd('GET', '/api/site/newsletter/unsubscribe', (e) => require(`${__hooks}/lib/newsletter-route.js`).showUnsubscribePage(e))
// The pages' buttons post their own address (the token is in it) as a plain form.
for (const prefix of ['', '/nl']) {
  routerAdd('POST', `${prefix}/newsletter/confirm`, (e) => require(`${__hooks}/lib/newsletter-route.js`).confirmFromPage(e), $apis.bodyLimit(1024))
  routerAdd('POST', `${prefix}/newsletter/unsubscribe`, (e) => require(`${__hooks}/lib/newsletter-route.js`).unsubscribeFromPage(e), $apis.bodyLimit(1024))
}
// RFC 8058 one-click unsubscribe from the mail client's button.
routerAdd('POST', '/api/site/newsletter/unsubscribe', (e) => require(`${__hooks}/lib/newsletter-route.js`).unsubscribeOneClick(e), $apis.bodyLimit(8 * 1024))

cronAdd('newsletter-mail-retry', '* * * * *', () => require(`${__hooks}/lib/newsletter-mail.js`).retryFailedMail($app))
