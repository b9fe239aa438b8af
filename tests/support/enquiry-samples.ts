/**
 * One filled-in enquiry per tab, with the lines a person must find in each of its two mails: the
 * staff notification (English) and the customer's confirmation (in their language). Used by the
 * API test of the mail texts and by the start-path test.
 */
export interface EnquirySample {
  formType: 'contact' | 'demo' | 'tandem' | 'corporate'
  body: Record<string, unknown>
  staffLines: string[]
  customerSubject: string
  customerLines: string[]
  /** What the visitor typed: the confirmation to an address nobody has confirmed never repeats it. */
  customerAbsent: string[]
}

export const enquirySamples: EnquirySample[] = [
  {
    formType: 'contact',
    body: {
      formType: 'contact',
      locale: 'en',
      name: 'Sanne de Vries',
      phone: '+31 6 1234 5678',
      service: 'tandem-jump',
      message: 'Could my father and I jump together in June?',
    },
    staffLines: ['General enquiry from Sanne de Vries', 'Name: Sanne de Vries', 'Phone: +31 6 1234 5678', 'Service interest: Tandem Jump', 'Could my father and I jump together in June?', 'Language: English'],
    customerSubject: 'We have received your enquiry',
    customerLines: ['Hello,', 'Service interest: Tandem Jump', 'Your message and contact details are with us; this e-mail does not repeat them.'],
    customerAbsent: ['Sanne', 'Could my father', '1234 5678'],
  },
  {
    formType: 'demo',
    body: {
      formType: 'demo',
      locale: 'nl',
      name: 'Pieter Bakker',
      service: 'half-time-show',
      message: 'In de rust van de thuiswedstrijd op 14 maart.',
      additionalData: { location: 'Philips Stadion, Eindhoven', attendees: '5000', budget: '10k-25k' },
    },
    staffLines: [
      'Demonstration request from Pieter Bakker',
      'Stadium or event location: Philips Stadion, Eindhoven',
      'Expected audience size: 5,000',
      'Demo type: Half-time show',
      'Budget: €10,000 to €25,000',
      'Event details:',
      'Language: Dutch',
    ],
    customerSubject: 'Wij hebben uw aanvraag ontvangen',
    customerLines: ['Hallo,', 'Waar uw vraag over gaat:', 'Verwacht aantal toeschouwers: 5.000', 'Soort demonstratie: Show in de rust', 'Budget: € 10.000 tot € 25.000'],
    customerAbsent: ['Pieter', 'Philips Stadion', 'thuiswedstrijd'],
  },
  {
    formType: 'tandem',
    body: {
      formType: 'tandem',
      locale: 'en',
      name: 'Oliver Smith',
      service: 'helicopter-jump',
      message: '',
      additionalData: { weight: 82, experience: 'none', date: '2027-06-12' },
    },
    staffLines: ['Tandem jump request from Oliver Smith', 'Jump type: Helicopter jump', 'Body weight (kg): 82', 'Experience: None (first time)', 'Preferred date: 12 June 2027'],
    customerSubject: 'We have received your enquiry',
    customerLines: ['Hello,', 'Jump type: Helicopter jump', 'Preferred date: 12 June 2027'],
    customerAbsent: ['Oliver'],
  },
  {
    formType: 'corporate',
    body: {
      formType: 'corporate',
      locale: 'nl',
      name: 'Marieke Jansen',
      phone: '055 123 4567',
      service: 'team-building',
      message: 'Een teamuitje voor de afdeling verkoop, bij voorkeur in september.',
      additionalData: { companyName: 'Acme B.V.', attendees: 40, budget: '25k-50k' },
    },
    staffLines: ['Corporate event request from Marieke Jansen', 'Company name: Acme B.V.', 'Event type: Team Building Event', 'Number of participants: 40', 'Budget: €25,000 to €50,000'],
    customerSubject: 'Wij hebben uw aanvraag ontvangen',
    customerLines: ['Hallo,', 'Soort evenement: Teambuilding', 'Aantal deelnemers: 40', 'Budget: € 25.000 tot € 50.000'],
    customerAbsent: ['Marieke', 'Acme', 'teamuitje', '123 4567'],
  },
]
