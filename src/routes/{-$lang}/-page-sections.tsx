import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/*
 * Sections that home shows further down and that have a page of their own, where they come right
 * below the page's intro. There too they hydrate after the page's shell (decision 033): the page
 * is interactive sooner, the section follows in a task of its own, and what a visitor types or
 * presses on it in between is handed over (LazySection).
 */

/** The contact section with the enquiry form inside, fetched together (no second round trip). */
export const ContactWithForm = deferredComponent(async () => {
  const [{ ContactSection }, { EnquiryTabs }] = await Promise.all([
    import('~/features/contact/components/ContactSection/ContactSection'),
    import('~/features/enquiries/components/EnquiryTabs/EnquiryTabs'),
  ])
  return function ContactWithEnquiryForm({ underPageHeading }: { underPageHeading?: boolean }) {
    return (
      <ContactSection underPageHeading={underPageHeading}>
        <EnquiryTabs />
      </ContactSection>
    )
  }
})

export const FaqSection = deferredComponent(() =>
  import('~/features/faq/components/FaqSection/FaqSection').then((module) => module.FaqSection),
)

/** The services overview; its expedition gallery far down comes later still (see ServicesSection). */
export const ServicesSection = deferredComponent(() =>
  import('~/features/services-overview/components/ServicesSection/ServicesSection').then((module) => module.ServicesSection),
)

/** The exclusive jumps with their figures. */
export const ExperiencesSection = deferredComponent(() =>
  import('~/features/experiences/components/ExperiencesSection/ExperiencesSection').then((module) => module.ExperiencesSection),
)

/** The company: story, founder, team and figures. */
export const AboutSection = deferredComponent(() =>
  import('~/features/about/components/AboutSection/AboutSection').then((module) => module.AboutSection),
)
