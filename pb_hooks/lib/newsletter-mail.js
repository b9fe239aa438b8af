// The two newsletter mails: the confirmation (double opt-in) and, once
// confirmed, the free guide. Both carry an unsubscribe link and the
// List-Unsubscribe headers, in the subscriber's language.

function links(app, record) {
  const base = app.settings().meta.appURL.replace(/\/+$/, '')
  const token = encodeURIComponent(record.get('token'))
  return {
    confirm: `${base}/api/site/newsletter/confirm?token=${token}`,
    unsubscribe: `${base}/api/site/newsletter/unsubscribe?token=${token}`,
  }
}

function message(app, record, subject, paragraphs) {
  const meta = app.settings().meta
  const { unsubscribe } = links(app, record)
  const nl = record.get('locale') === 'nl'
  const footer = nl ? `Afmelden: ${unsubscribe}` : `Unsubscribe: ${unsubscribe}`
  const greeting = record.get('name') ? (nl ? `Beste ${record.get('name')},` : `Dear ${record.get('name')},`) : nl ? 'Hallo,' : 'Hello,'
  return new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName || meta.appName },
    to: [{ address: record.get('email') }],
    subject,
    text: [greeting, ...paragraphs, `${meta.appName}`, '--', footer].join('\n\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

function confirmationMessage(app, record) {
  const { confirm } = links(app, record)
  if (record.get('locale') === 'nl') {
    return message(app, record, 'Bevestig uw aanmelding voor de gratis gids', [
      'Bedankt voor uw aanmelding. Bevestig uw e-mailadres via de link hieronder; daarna sturen wij u de gratis gids.',
      confirm,
      'Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u niets van ons.',
    ])
  }
  return message(app, record, 'Confirm your sign-up for the free guide', [
    'Thank you for signing up. Please confirm your e-mail address with the link below; then we will send you the free guide.',
    confirm,
    'Did not sign up? Then there is nothing to do: without confirmation you will not hear from us.',
  ])
}

const GUIDE = {
  en: {
    subject: 'Your free guide: your first skydive',
    paragraphs: [
      'Your first skydive, step by step.',
      'Choose your jump. A tandem jump from an aircraft is the classic first jump. A helicopter jump is possible all year round and takes about 45 minutes from briefing to landing. A hot air balloon jump takes about two hours and is possible from April to October.',
      'Book in time. Standard tandem jumps: one to two weeks ahead. Helicopter and balloon jumps: three to four weeks ahead.',
      'Check the requirements. Tandem jumps are possible up to 100 kg body weight; most participants weigh between 40 and 95 kg and are 16 or older. The age limit depends on the kind of jump: ask us.',
      'Weather decides. We jump with at least 3 km visibility, wind under 7 m/s and no precipitation. If the weather does not allow it, you can make up your jump within 12 months of the set date.',
      'On the day: a safety briefing, an equipment check, the jump and a safe landing with your instructor. Wear comfortable clothes and trainers that suit the weather.',
      'Want photos or video? Media files are delivered within 48 hours.',
      'Questions or ready to book? Reply to this e-mail or ask for a quote on our website.',
    ],
  },
  nl: {
    subject: 'Uw gratis gids: uw eerste parachutesprong',
    paragraphs: [
      'Uw eerste parachutesprong, stap voor stap.',
      'Kies uw sprong. Een tandemsprong uit een vliegtuig is de klassieke eerste sprong. Een helikoptersprong kan het hele jaar door en duurt zo\'n 45 minuten van briefing tot landing. Een luchtballonsprong duurt ongeveer twee uur en kan van april tot en met oktober.',
      'Boek op tijd. Standaard tandemsprongen: een tot twee weken van tevoren. Helikopter- en luchtballonsprongen: drie tot vier weken van tevoren.',
      'Controleer de voorwaarden. Tandemsprongen zijn mogelijk tot 100 kg lichaamsgewicht; de meeste deelnemers wegen tussen 40 en 95 kg en zijn 16 jaar of ouder. De leeftijdsgrens hangt af van de soort sprong: vraag het ons.',
      'Het weer beslist. Wij springen bij minimaal 3 km zicht, wind onder 7 m/s en geen neerslag. Laat het weer het niet toe, dan kunt u uw sprong binnen 12 maanden na de vastgestelde datum inhalen.',
      'Op de dag zelf: een veiligheidsbriefing, een controle van de uitrusting, de sprong en een veilige landing met uw instructeur. Draag makkelijke kleding en sportschoenen die bij het weer passen.',
      'Foto\'s of video gewenst? Mediabestanden ontvangt u binnen 48 uur.',
      'Vragen of klaar om te boeken? Beantwoord deze e-mail of vraag een offerte aan op onze website.',
    ],
  },
}

function guideMessage(app, record) {
  const guide = record.get('locale') === 'nl' ? GUIDE.nl : GUIDE.en
  return message(app, record, guide.subject, guide.paragraphs)
}

/** Sends one mail and records the outcome in `field`; a failure never undoes the sign-up. */
function sendAndRecord(app, record, field, build) {
  try {
    app.newMailClient().send(build(app, record))
    record.set(field, 'sent')
  } catch (error) {
    record.set(field, 'failed')
    app.logger().warn('newsletter mail failed', 'field', field, 'error', String(error))
  }
  app.save(record)
}

module.exports = { confirmationMessage, guideMessage, sendAndRecord }
