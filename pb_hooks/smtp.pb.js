// SMTP settings from the environment (SMTP_HOST, SMTP_PORT, SMTP_USER,
// SMTP_PASSWORD, SMTP_TLS, SMTP_AUTH_METHOD, SMTP_LOCAL_NAME; see
// .env.example), applied on every start. Without SMTP_HOST the settings stored
// in the database (dashboard) are left as they are.
onBootstrap((e) => {
  e.next()
  // each handler is compiled on its own: load shared code inside it
  require(`${__hooks}/lib/smtp.js`).applySmtpFromEnv(e.app)
})
