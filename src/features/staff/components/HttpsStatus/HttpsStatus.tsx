import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Table.css'
import { plural } from '@lingui/core/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { staffErrorCode } from '../../api/staff-errors'
import { describeLine, hopsText, pocketbaseHttpsStatus, type HttpsReport, type HttpsStatusApi, type StatusLine } from '../../https/https-status'
import { staffMessageFor } from '../../staff-messages'
import { formatStaffDateTime } from '../../format-staff-date'
import { useStaffLocale } from '../../use-staff-locale'

/** /ssl-status: the production host as the world sees it, checked by the server, line by line. */
export function HttpsStatus({ load = pocketbaseHttpsStatus }: { load?: HttpsStatusApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const [report, setReport] = useState<HttpsReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(true)

  const run = useCallback(() => {
    setBusy(true)
    setError(null)
    load().then(
      (answer) => (setReport(answer), setBusy(false)),
      (failure: unknown) => (setError(i18n._(staffMessageFor(staffErrorCode(failure)))), setBusy(false)),
    )
  }, [i18n, load])

  useEffect(() => {
    const first = window.setTimeout(run, 0)
    return () => window.clearTimeout(first)
  }, [run])

  const groups: { check: StatusLine['check']; title: string }[] = [
    { check: 'certificate', title: t`Certificate` },
    { check: 'redirect', title: t`Redirects` },
    { check: 'header', title: t`Security headers` },
    { check: 'serviceWorker', title: t`Service worker` },
  ]
  const failing = report?.lines.filter((line) => !line.ok).length ?? 0
  const checkedAt = report ? formatStaffDateTime(report.checkedAt, locale) : ''
  const host = report?.host ?? ''

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {busy ? t`Checking…` : report?.configured ? t`Checked ${checkedAt} for ${host}.` : ''}
        </Text>
        <Button variant="default" onClick={run} loading={busy}>
          <Trans>Check again</Trans>
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {busy && !report && <Skeleton h={320} />}
      {report && !report.configured && (
        <Alert title={t`No production host is set`}>
          <Trans>Set SITE_CANONICAL_HOST (and SITE_ALTERNATE_HOSTS for www and the other domains) in the server's environment; then this screen checks that host.</Trans>
        </Alert>
      )}
      {report?.configured && (
        <Alert color={failing === 0 ? 'teal.9' : 'red.9'} variant="filled">
          {failing === 0 ? t`Everything is in order.` : plural(failing, { one: '# check needs attention.', other: '# checks need attention.' })}
        </Alert>
      )}
      {report?.configured &&
        groups.map((group) => {
          const lines = report.lines.filter((line) => line.check === group.check)
          if (lines.length === 0) return null
          return (
            <Table key={group.check} captionSide="top" withTableBorder>
              <Table.Caption style={{ textAlign: 'left', fontWeight: 700 }}>{group.title}</Table.Caption>
              <Table.Tbody>
                {lines.map((line, index) => {
                  const { text, advice } = describeLine(line, i18n)
                  return (
                    <Table.Tr key={`${line.target}-${index}`}>
                      <Table.Td w={90}>
                        <Badge color={line.ok ? 'teal.9' : 'red.9'} variant="filled">
                          {line.ok ? t`OK` : t`Fix`}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{text}</Text>
                        {line.check === 'redirect' && hopsText(line.data) && (
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            {hopsText(line.data)}
                          </Text>
                        )}
                        {!line.ok && advice && (
                          <Text size="sm" fw={600} mt={4}>
                            {advice}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          )
        })}
    </Stack>
  )
}
