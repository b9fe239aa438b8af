import { LegalPage } from '~/features/legal/components/LegalPage/LegalPage'

/** The terms: /terms and /terms-conditions, in both languages. */
export const TermsView = () => <LegalPage pageKey="terms" />

/** The privacy statement with the cookie policy: /privacy and /privacy-policy, in both languages. */
export const PrivacyView = () => <LegalPage pageKey="privacy" />
