import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { ContactWithForm } from './-page-sections'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/contact')({
  ...pageRoute('/contact'),
  component: () => (
    <>
      <ContentPage pageKey="contact" />
      <LazySection id="contact">
        <ContactWithForm underPageHeading />
      </LazySection>
    </>
  ),
})
