import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'
import '@mantine/core/styles/Tabs.css'
import type { submitEnquiry } from '../../api/submit-enquiry'
import type { FormType } from '../../schema/options'
import { EnquiryForm } from '../EnquiryForm/EnquiryForm'

export interface EnquiryTabsProps {
  /** The tab open at first. @default 'contact' */
  initialTab?: FormType
  /** Sends an enquiry; replaced in stories and tests. */
  submit?: typeof submitEnquiry
}

/** The four-tab enquiry form of spec §2: General (default), Demo, Tandem, Corporate. */
export function EnquiryTabs({ initialTab = 'contact', submit }: EnquiryTabsProps) {
  const { t } = useLingui()
  const tabs: { value: FormType; label: string }[] = [
    { value: 'contact', label: t`General` },
    { value: 'demo', label: t`Demo` },
    { value: 'tandem', label: t`Tandem` },
    { value: 'corporate', label: t`Corporate` },
  ]
  return (
    <Tabs defaultValue={initialTab} keepMounted={false}>
      <Tabs.List grow aria-label={t`Kind of enquiry`}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <EnquiryForm formType={tab.value} submit={submit} />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
