import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Fieldset.css'
import '@mantine/core/styles/NumberInput.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Alert, Button, Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { pricedServices, type PricedService } from '~/lib/site-facts'
import { notify } from '~/lib/notify'
import { staffErrorCode } from '../../api/staff-errors'
import { linesFromWeek, weekFromLines, type Day, type WeekHours } from '../../settings/opening-hours'
import { pocketbaseSettings, type SettingsApi } from '../../settings/settings-api'
import { checkSettings, settingsMessages, weekDays, type SettingsErrors, type SettingsValues } from '../../settings/settings-rules'
import { staffMessageFor } from '../../staff-messages'

const dayNames: Record<Day, MessageDescriptor> = {
  Mo: msg`Monday`,
  Tu: msg`Tuesday`,
  We: msg`Wednesday`,
  Th: msg`Thursday`,
  Fr: msg`Friday`,
  Sa: msg`Saturday`,
  Su: msg`Sunday`,
}

const serviceNames: Record<PricedService, MessageDescriptor> = {
  'tandem-jumps': msg`Tandem jumps`,
  'helicopter-jumps': msg`Helicopter jumps`,
  'hot-air-balloon': msg`Hot air balloon jumps`,
  'stadium-shows': msg`Stadium shows`,
  'media-production': msg`Media production`,
}

type TextField = Exclude<keyof SettingsValues, 'opening_hours' | 'prices'>

/** Server field errors ({field: {code}}) as the form's codes. */
function serverErrors(error: unknown): SettingsErrors {
  const fields = (error as { response?: { errors?: Record<string, { code?: string }> } }).response?.errors ?? {}
  const errors: SettingsErrors = {}
  for (const [field, detail] of Object.entries(fields)) {
    if (detail?.code && detail.code in settingsMessages) errors[field as keyof SettingsValues] = detail.code as keyof typeof settingsMessages
  }
  return errors
}

/** /admin/settings: the business details every page shows; an empty field is not shown on the site. */
export function SettingsForm({ api = pocketbaseSettings }: { api?: SettingsApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [record, setRecord] = useState<{ id: string; values: SettingsValues } | null>(null)
  const [week, setWeek] = useState<WeekHours | null>(null)
  const [errors, setErrors] = useState<SettingsErrors>({})
  const [loadError, setLoadError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    api.load().then(
      (loaded) => {
        setRecord(loaded)
        setWeek(weekFromLines(loaded.values.opening_hours))
      },
      (error: unknown) => setLoadError(i18n._(staffMessageFor(staffErrorCode(error)))),
    )
  }, [api, i18n])

  if (loadError) return <Alert color="red">{loadError}</Alert>
  if (!record || !week) return <Skeleton h={480} />

  const values = record.values
  const set = (change: Partial<SettingsValues>) => setRecord({ ...record, values: { ...values, ...change } })
  const errorOf = (field: keyof SettingsValues) => (errors[field] ? i18n._(settingsMessages[errors[field]!]) : undefined)
  const text = (field: TextField, label: string, options: { description?: string; type?: string; placeholder?: string } = {}) => (
    <TextInput label={label} description={options.description} type={options.type} placeholder={options.placeholder} value={values[field]} onChange={(event) => set({ [field]: event.currentTarget.value })} error={errorOf(field)} />
  )
  const setDay = (day: Day, change: Partial<WeekHours[Day]>) => setWeek({ ...week, [day]: { ...week[day], ...change } })

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const complete = { ...values, opening_hours: linesFromWeek(week) }
    const found = checkSettings(complete)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const saved = await api.save(record.id, complete)
      setRecord(saved)
      setWeek(weekFromLines(saved.values.opening_hours))
      notify({ color: 'green', message: t`Saved. The site shows the new details within a minute.` })
    } catch (error) {
      const fromServer = serverErrors(error)
      setErrors(fromServer)
      if (Object.keys(fromServer).length === 0) notify({ color: 'red', message: i18n._(staffMessageFor(staffErrorCode(error))) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>Leave a field empty to keep that detail off the site.</Trans>
        </Text>
        <Fieldset legend={t`Contact`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('phone', t`Phone`, { type: 'tel', description: t`International form, for example +31 55 760 1980` })}
            {text('whatsapp', t`WhatsApp number`, { type: 'tel', description: t`International form, for example +31 6 1234 5678` })}
            {text('email', t`E-mail address`, { type: 'email' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Address`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('street', t`Street and number`)}
            {text('postal_code', t`Postal code`)}
            {text('locality', t`Town`)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Registrations`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('kvk', t`Chamber of Commerce (KvK) number`)}
            {text('vat', t`VAT number`, { placeholder: 'NL123456789B01' })}
            {text('iban', t`IBAN`)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Social links`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('instagram_url', 'Instagram', { type: 'url', placeholder: 'https://www.instagram.com/…' })}
            {text('facebook_url', 'Facebook', { type: 'url' })}
            {text('linkedin_url', 'LinkedIn', { type: 'url' })}
            {text('youtube_url', 'YouTube', { type: 'url' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t`Opening hours`}>
          <Stack gap="xs">
            {weekDays.map((day) => {
              const dayName = i18n._(dayNames[day])
              return (
              <Group key={day} gap="sm" wrap="wrap">
                <Checkbox w={130} label={dayName} checked={week[day].open} onChange={(event) => setDay(day, { open: event.currentTarget.checked })} />
                <TextInput type="time" aria-label={t`${dayName}: opens`} value={week[day].opens} disabled={!week[day].open} onChange={(event) => setDay(day, { opens: event.currentTarget.value })} />
                <TextInput type="time" aria-label={t`${dayName}: closes`} value={week[day].closes} disabled={!week[day].open} onChange={(event) => setDay(day, { closes: event.currentTarget.value })} />
              </Group>
              )
            })}
            {errorOf('opening_hours') && (
              <Text c="red.9" size="sm" role="alert">
                {errorOf('opening_hours')}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend={t`"From" prices`}>
          <Text size="sm" c="dimmed" mb="xs">
            <Trans>Prices are on request unless you set a starting price here. Leave a service empty to keep it on request.</Trans>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {pricedServices.map((service) => (
              <NumberInput
                key={service}
                label={i18n._(serviceNames[service])}
                prefix="€ "
                min={1}
                max={100000}
                allowDecimal={false}
                value={values.prices[service] ?? ''}
                onChange={(value) => {
                  const prices = { ...values.prices }
                  if (typeof value === 'number') prices[service] = value
                  else delete prices[service]
                  set({ prices })
                }}
              />
            ))}
          </SimpleGrid>
          {errorOf('prices') && (
            <Text c="red.9" size="sm" role="alert" mt="xs">
              {errorOf('prices')}
            </Text>
          )}
        </Fieldset>
        <Group>
          <Button type="submit" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
