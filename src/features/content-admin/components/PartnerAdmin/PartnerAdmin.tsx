import '@mantine/core/styles/Badge.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useState } from 'react'
import { isLocale } from '~/lib/i18n/locales'
import { notify } from '~/lib/notify'
import { logoThumbPath, pocketbasePartners, type PartnerApi } from '../../partners/partner-api'
import { partnerMessages } from '../../partners/partner-messages'
import { swappedOrder } from '../../photos/photo-api'
import { emptyPartner, PartnerForm, valuesOf } from './PartnerForm'
import { useStaffList } from '../../useStaffList'
import { ConfirmRemove, LoadFailedAlert } from '../StaffListParts/StaffListParts'

/** The partner cards on /admin/partners: written in both languages, ordered, published or hidden, removed. */
export function PartnerAdmin({ api = pocketbasePartners }: { api?: PartnerApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const { items: partners, loadFailed, load } = useStaffList(api.list, partnerMessages.loadFailed)
  const [editing, setEditing] = useState<string | 'new' | null>(null)


  const save = async (id: string | 'new', data: FormData) => {
    try {
      if (id === 'new') {
        // A new partner goes to the end of the carousel.
        data.append('sort_order', String(Math.max(0, ...(partners ?? []).map((partner) => partner.sort_order)) + 1))
        await api.create(data)
      } else {
        await api.update(id, data)
      }
      notify({ color: 'green', message: i18n._(partnerMessages.saved) })
      setEditing(null)
      load()
    } catch {
      notify({ color: 'red', message: i18n._(partnerMessages.saveFailed) })
    }
  }

  const move = async (index: number, step: -1 | 1) => {
    if (!partners) return
    try {
      for (const change of swappedOrder(partners, index, step)) await api.update(change.id, { sort_order: change.sort_order })
    } catch {
      notify({ color: 'red', message: i18n._(partnerMessages.saveFailed) })
    }
    load()
  }

  const remove = async (id: string) => {
    try {
      await api.remove(id)
      notify({ color: 'green', message: i18n._(partnerMessages.removed) })
      load()
    } catch {
      notify({ color: 'red', message: i18n._(partnerMessages.removeFailed) })
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Partners</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The partner carousel shows the published partners in this order; home shows the first eight.</Trans>
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Trans>New partner</Trans>
        </Button>
      </Group>
      {editing === 'new' && (
        <Card withBorder padding="md">
          <PartnerForm initial={emptyPartner} onSave={(data) => save('new', data)} onCancel={() => setEditing(null)} />
        </Card>
      )}
      {loadFailed && <LoadFailedAlert message={i18n._(partnerMessages.loadFailed)} onRetry={load} />}
      {!partners && !loadFailed && <Skeleton h={160} />}
      {partners && partners.length === 0 && <Text c="dimmed">{t`No partners yet: the site shows the kinds of organisations we work with.`}</Text>}
      {partners?.map((partner, index) => {
        const name = partner.name
        const industry = locale === 'nl' ? partner.industry_nl || partner.industry_en : partner.industry_en || partner.industry_nl
        return (
          <Card key={partner.id} withBorder padding="md" component="section" aria-label={name}>
            {editing === partner.id ? (
              <PartnerForm initial={valuesOf(partner)} stored={partner} onSave={(data) => save(partner.id, data)} onCancel={() => setEditing(null)} />
            ) : (
              <Group align="flex-start" gap="md" wrap="nowrap">
                {partner.logo ? (
                  <Image src={logoThumbPath(partner)} alt={locale === 'nl' ? partner.logo_alt_nl : partner.logo_alt_en} w={64} h={64} fit="contain" />
                ) : (
                  <Text fz={40} lh={1} w={64} ta="center" aria-hidden>
                    {partner.logo_emoji}
                  </Text>
                )}
                <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    <Badge color={partner.published ? 'teal.9' : 'gray.7'} variant="filled">
                      {partner.published ? t`Published` : t`Hidden`}
                    </Badge>
                    {industry && <Text size="sm" c="dimmed">{industry}</Text>}
                  </Group>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setEditing(partner.id)} aria-label={t`Edit ${name}`}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button size="xs" variant="default" disabled={index === 0} onClick={() => void move(index, -1)} leftSection={<IconArrowUp size={14} aria-hidden />} aria-label={t`Move ${name} up`}>
                      <Trans>Up</Trans>
                    </Button>
                    <Button size="xs" variant="default" disabled={index === partners.length - 1} onClick={() => void move(index, 1)} leftSection={<IconArrowDown size={14} aria-hidden />} aria-label={t`Move ${name} down`}>
                      <Trans>Down</Trans>
                    </Button>
                    <ConfirmRemove
                      label={t`Remove ${name}`}
                      warning={partner.published ? <Trans>This partner is shown on the home page and /partners, with its logo. Remove it?</Trans> : <Trans>Remove this partner and its logo?</Trans>}
                      onConfirm={() => void remove(partner.id)}
                    />
                  </Group>
                </Stack>
              </Group>
            )}
          </Card>
        )
      })}
    </Stack>
  )
}
