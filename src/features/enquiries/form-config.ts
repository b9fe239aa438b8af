import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { corporateBudgets, demoBudgets, servicesByForm, tandemExperience, type FormType } from './schema/options'

export type FieldKind = 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'number' | 'date'

export interface FieldSpec {
  /** Path in the form values: a top-level field or "additionalData.<name>". */
  path: string
  kind: FieldKind
  label: MessageDescriptor
  required?: boolean
  description?: MessageDescriptor
  options?: readonly { value: string; label: MessageDescriptor }[]
  autoComplete?: string
  min?: number
  max?: number
}

const option = (value: string, label: MessageDescriptor) => ({ value, label })

const generalServices = [
  option('tandem-jump', msg`Tandem Jump`),
  option('helicopter-jump', msg`Helicopter Jump`),
  option('balloon-jump', msg`Hot Air Balloon Jump`),
  option('demo-event', msg`Professional Demo`),
  option('media-production', msg`Media Production`),
  option('rigging-service', msg`Rigging Service`),
  option('other', msg`Other`),
]

const demoTypes = [
  option('half-time-show', msg`Half-time show`),
  option('opening-ceremony', msg`Opening ceremony`),
  option('stadium-display', msg`Stadium display`),
  option('festival-performance', msg`Festival performance`),
]

const tandemTypes = [
  option('standard-tandem', msg`Standard tandem jump`),
  option('helicopter-jump', msg`Helicopter jump`),
  option('balloon-jump', msg`Hot air balloon jump`),
  option('beach-landing', msg`Beach landing (special: all on request)`),
]

const corporateTypes = [
  option('team-building', msg`Team Building Event`),
  option('client-entertainment', msg`Client Entertainment`),
  option('product-launch', msg`Product Launch`),
  option('company-celebration', msg`Company Celebration / Brand Activation`),
]

const demoBudgetLabels: Record<(typeof demoBudgets)[number], MessageDescriptor> = {
  'under-5k': msg`Under €5,000`,
  '5k-10k': msg`€5,000 to €10,000`,
  '10k-25k': msg`€10,000 to €25,000`,
  '25k-plus': msg`€25,000 or more`,
  custom: msg`To be discussed`,
}

const corporateBudgetLabels: Record<(typeof corporateBudgets)[number], MessageDescriptor> = {
  'under-10k': msg`Under €10,000`,
  '10k-25k': msg`€10,000 to €25,000`,
  '25k-50k': msg`€25,000 to €50,000`,
  '50k-plus': msg`€50,000 or more`,
  custom: msg`To be discussed`,
}

const experienceLabels: Record<(typeof tandemExperience)[number], MessageDescriptor> = {
  none: msg`None (first time)`,
  beginner: msg`Beginner (1-5 jumps)`,
  experienced: msg`Experienced (6+ jumps)`,
}

const email: FieldSpec = { path: 'email', kind: 'email', label: msg`Email`, required: true, autoComplete: 'email' }
const phone: FieldSpec = { path: 'phone', kind: 'tel', label: msg`Phone (optional)`, autoComplete: 'tel' }

/** The fields of each tab, in the order of product §3. */
export const formFields: Record<FormType, readonly FieldSpec[]> = {
  contact: [
    { path: 'name', kind: 'text', label: msg`Name`, required: true, autoComplete: 'name' },
    email,
    phone,
    { path: 'service', kind: 'select', label: msg`Service interest`, required: true, options: generalServices },
    { path: 'message', kind: 'textarea', label: msg`Message`, required: true },
  ],
  demo: [
    { path: 'name', kind: 'text', label: msg`Organizer name`, required: true, autoComplete: 'name' },
    email,
    phone,
    { path: 'additionalData.location', kind: 'text', label: msg`Stadium or event location` },
    { path: 'additionalData.attendees', kind: 'number', label: msg`Expected audience size`, min: 1 },
    { path: 'service', kind: 'select', label: msg`Demo type`, required: true, options: demoTypes },
    {
      path: 'additionalData.budget',
      kind: 'select',
      label: msg`Budget`,
      options: demoBudgets.map((value) => option(value, demoBudgetLabels[value])),
    },
    { path: 'message', kind: 'textarea', label: msg`Event details` },
  ],
  tandem: [
    { path: 'service', kind: 'select', label: msg`Jump type`, required: true, options: tandemTypes },
    { path: 'name', kind: 'text', label: msg`Your name`, required: true, autoComplete: 'name' },
    email,
    phone,
    {
      path: 'additionalData.weight',
      kind: 'number',
      label: msg`Body weight (kg)`,
      description: msg`For safety, tandem jumps are possible up to 100 kg body weight.`,
      min: 40,
      max: 100,
    },
    {
      path: 'additionalData.experience',
      kind: 'select',
      label: msg`Experience`,
      options: tandemExperience.map((value) => option(value, experienceLabels[value])),
    },
    { path: 'additionalData.date', kind: 'date', label: msg`Preferred date` },
    { path: 'message', kind: 'textarea', label: msg`Message, special requirements or gift note` },
  ],
  corporate: [
    { path: 'additionalData.companyName', kind: 'text', label: msg`Company name`, autoComplete: 'organization' },
    { path: 'name', kind: 'text', label: msg`Contact person`, required: true, autoComplete: 'name' },
    { ...email, label: msg`Corporate email` },
    phone,
    { path: 'service', kind: 'select', label: msg`Event type`, required: true, options: corporateTypes },
    { path: 'additionalData.attendees', kind: 'number', label: msg`Number of participants`, min: 1 },
    {
      path: 'additionalData.budget',
      kind: 'select',
      label: msg`Budget`,
      options: corporateBudgets.map((value) => option(value, corporateBudgetLabels[value])),
    },
    { path: 'message', kind: 'textarea', label: msg`Goals, budget and requirements` },
  ],
}

// Keeps the option lists of the form and of the rules in step.
export const serviceValuesOf = (formType: FormType) =>
  formFields[formType].find((field) => field.path === 'service')?.options?.map((item) => item.value) ?? servicesByForm[formType]
