import { useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconPhone, IconUser } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { enquiryPrefillState } from '~/lib/enquiry/enquiry-prefill'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { telHref, useSiteFacts, whatsappHref } from '~/lib/site-facts'
import { talkToPersonLabel } from '../../chat-texts'
import { phoneForReading } from '~/lib/phone'

/** Where the enquiry form is: a language-neutral path, its search and fragment (composed by the route). */
export interface EnquiryFormTarget {
  path: string
  search: Record<string, string>
  hash: string
}

export interface TalkToPersonProps {
  enquiryForm: EnquiryFormTarget
  /** The conversation so far, for the enquiry form's message field. */
  summary(): string
  /** The last answer pointed to a person: the button stands out. */
  highlighted: boolean
  /** The widget gives way to the enquiry form. */
  onLeave(): void
}

/** Always there: phone, WhatsApp, or the general enquiry form with the conversation filled in, shown in the panel itself. */
export function TalkToPerson({ enquiryForm, summary, highlighted, onLeave }: TalkToPersonProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const { phone, whatsapp } = useSiteFacts() ?? {}
  const readablePhone = phone && phoneForReading(phone, locale)
  const openEnquiryForm = () => {
    onLeave()
    void navigate({
      to: localizePath(enquiryForm.path, locale),
      search: enquiryForm.search,
      hash: enquiryForm.hash,
      state: (previous) => ({ ...previous, ...enquiryPrefillState(summary()) }),
    })
  }
  const [shown, setShown] = useState(false)
  const optionsId = useId()
  return (
    <div>
      <Button
        variant={highlighted ? 'filled' : 'light'}
        size="xs"
        leftSection={<IconUser size={16} aria-hidden />}
        aria-expanded={shown}
        aria-controls={optionsId}
        onClick={() => setShown((current) => !current)}
      >
        {i18n._(talkToPersonLabel)}
      </Button>
      <Group id={optionsId} hidden={!shown} gap={6} mt={6}>
        {phone && (
          <Button component="a" href={telHref(phone)} variant="default" size="xs" leftSection={<IconPhone size={16} aria-hidden />}>
            {t`Call ${readablePhone}`}
          </Button>
        )}
        {whatsapp && (
        <Button
          component="a"
          href={whatsappHref(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
        >
          {t`WhatsApp (opens in a new tab)`}
        </Button>
        )}
        <Button variant="default" size="xs" onClick={openEnquiryForm} leftSection={<IconMail size={16} aria-hidden />}>
          {t`Send the enquiry form with this conversation`}
        </Button>
      </Group>
    </div>
  )
}
