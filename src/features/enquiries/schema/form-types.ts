/**
 * The enquiry form's tabs, on their own: every page's start-up code reads them (links that open a
 * tab, src/features/enquiries/tab-link.ts), and the option lists of ./options would come along.
 */
export const formTypes = ['contact', 'demo', 'tandem', 'corporate'] as const

export type FormType = (typeof formTypes)[number]

export const isFormType = (value: unknown): value is FormType => (formTypes as readonly unknown[]).includes(value)
