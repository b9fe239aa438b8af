// The chat assistant's routes and jobs (decision 027). Each handler loads its module inside itself:
// PocketBase compiles every handler on its own.
routerAdd(
  'POST',
  '/api/site/chat',
  (e) => require(`${__hooks}/lib/chat-route.js`).answerChat(e),
  $apis.bodyLimit(16 * 1024),
  new Middleware((e) => require(`${__hooks}/lib/public-write.js`).answerTooLarge(e, require(`${__hooks}/lib/generated/chat.js`).rejectionBody), -995),
)

routerAdd(
  'POST',
  '/api/site/chat/close',
  (e) => require(`${__hooks}/lib/chat-route.js`).closeChat(e),
  $apis.bodyLimit(4 * 1024),
  new Middleware((e) => require(`${__hooks}/lib/public-write.js`).answerTooLarge(e, require(`${__hooks}/lib/generated/chat.js`).rejectionBody), -995),
)

// Transcript mails that failed are retried; conversations left open by a closed tab are closed and mailed.
cronAdd('chat-transcript-retry', '* * * * *', () => require(`${__hooks}/lib/chat-mail.js`).retryPendingTranscripts($app))
cronAdd('chat-expire-idle', '*/5 * * * *', () => require(`${__hooks}/lib/chat-mail.js`).closeIdleConversations($app))

// The button of the page the transcript offer's link opens: a plain form posted to its own address.
for (const prefix of ['', '/nl']) {
  routerAdd('POST', `${prefix}/chat/transcript`, (e) => require(`${__hooks}/lib/chat-mail.js`).requestTranscript(e), $apis.bodyLimit(1024))
}
