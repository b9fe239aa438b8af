import { useLingui } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'
import '@mantine/core/styles/Tabs.css'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useState, useSyncExternalStore } from 'react'
import type { submitEnquiry } from '../../api/submit-enquiry'
import type { FormType } from '../../schema/options'
import { enquiryTabSearch, requestedEnquiryTab } from '../../tab-link'
import { EnquiryForm } from '../EnquiryForm/EnquiryForm'

export interface EnquiryTabsProps {
  /** The tab open at first. @default 'contact' */
  initialTab?: FormType
  /** Sends an enquiry; replaced in stories and tests. */
  submit?: typeof submitEnquiry
}

const noSubscription = () => () => undefined
const isClient = () => true
const isServer = () => false

/**
 * The four-tab enquiry form of product §2: General (default), Demo, Tandem, Corporate.
 * A link with `?tab=<form type>` (see tab-link.ts) opens that tab, also when it
 * is followed again on the same page.
 */
export function EnquiryTabs({ initialTab = 'contact', submit }: EnquiryTabsProps) {
  const { t } = useLingui()
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)
  const requested = useRouterState({ select: (state) => requestedEnquiryTab(state.location.search) })
  // Changes with every navigation, so following the same link again reopens its tab.
  const navigation = useRouterState({ select: (state) => state.location.state.__TSR_key })
  // Only after hydration: the prerendered page has no search, so the first render must match it.
  const request = hydrated && requested ? `${requested}@${navigation}` : null
  // A tab the visitor picked holds until the next link asks for another one.
  const [picked, setPicked] = useState<{ tab: FormType; request: string | null } | null>(null)
  const tab = picked?.request === request ? picked.tab : (hydrated && requested) || initialTab
  const navigate = useNavigate()
  const choose = (value: FormType) => {
    setPicked({ tab: value, request })
    // Opened by a link: the address follows the visitor's choice, so the same link followed again is a new navigation.
    if (request) {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...enquiryTabSearch(value) }),
        hash: (previous) => previous ?? '',
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
      })
    }
  }
  const tabs: { value: FormType; label: string }[] = [
    { value: 'contact', label: t`General` },
    { value: 'demo', label: t`Demo` },
    { value: 'tandem', label: t`Tandem` },
    { value: 'corporate', label: t`Corporate` },
  ]
  return (
    <Tabs value={tab} onChange={(value) => value && choose(value as FormType)} keepMounted={false}>
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
