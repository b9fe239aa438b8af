import '@mantine/core/styles/Tabs.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Suspense, useMemo, type ReactNode } from 'react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { AfterNextPaint } from '~/lib/hydration/paint/AfterNextPaint'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { defaultWeatherLocation, type WeatherLocation } from '~/content/weather-locations'
import type { Locale } from '~/lib/i18n/locales'
import type { JumpType } from '../../forecast/jump-limits'
import { windowsOf } from '../../forecast/next-window'
import { amsterdamIso } from '../../forecast/amsterdam-time'
import { currentHours } from '../../state/current-hours'
import type { ForecastState } from '../../state/use-forecast'
import { Attribution } from '../Attribution/Attribution'
import { BulletinView } from '../BulletinView/BulletinView'
import { CriteriaList } from '../CriteriaList/CriteriaList'
import { DetailedTable } from '../DetailedTable/DetailedTable'
import { HourStrip } from '../HourStrip/HourStrip'
import { JumpTypeControl } from '../JumpTypeControl/JumpTypeControl'
import { LocationSelect } from '../LocationSelect/LocationSelect'
import { VerdictSummary } from '../VerdictSummary/VerdictSummary'
import { WeatherError } from '../WeatherError/WeatherError'
import { TrendCharts, WeatherMapTab } from './lazy-tabs'
import { WeatherStyles } from './WeatherStyles'
import classes from './WeatherDashboard.module.css'

const locationFieldId = 'jump-location'

export type WeatherTab = 'overview' | 'detailed' | 'bulletin' | 'map' | 'trends'

export interface WeatherDashboardViewProps {
  locale: Locale
  locations: readonly WeatherLocation[]
  location: WeatherLocation
  onLocationChange: (slug: string) => void
  jumpType: JumpType
  onJumpTypeChange: (jumpType: JumpType) => void
  forecast: ForecastState
  /** Now, epoch ms: hours that have ended are not shown. */
  nowMs: number
  /** The open tab. @default 'overview' */
  tab?: WeatherTab
  onTabChange?: (tab: WeatherTab) => void
}

/** The weather page: location and jump type, then five tabs, each opening with the verdict. */
export function WeatherDashboardView(props: WeatherDashboardViewProps) {
  const { t } = useLingui()
  const { locale, locations, location, onLocationChange, jumpType, onJumpTypeChange, forecast, nowMs, tab = 'overview', onTabChange } = props
  const ready = forecast.status === 'ready' ? forecast : null
  const hours = ready ? currentHours(ready.answer.hours, nowMs) : []
  const hour = hours[0] ?? null
  const windows = ready ? windowsOf(hours, amsterdamIso) : []
  const limits = ready?.answer.limits ?? {}

  const verdictFirst = (): ReactNode => {
    if (forecast.status === 'loading') return <Loader role="status" aria-label={t`Loading the forecast`} />
    if (forecast.status === 'error') return <WeatherError detail={forecast.message} onRetry={forecast.retry} />
    if (!ready || !hour) {
      return (
        <Text role="status">
          <Trans>This forecast is out of date and has no hours left. Connect to the internet to load a new one.</Trans>
        </Text>
      )
    }
    return (
      <VerdictSummary
        placeName={location.name[locale]}
        hour={hour}
        jumpType={ready.answer.jumpType}
        nextWindow={windows[0] ?? null}
        fetchedAt={ready.answer.fetchedAt}
        stale={ready.answer.stale}
        savedAt={ready.saved?.savedAt ?? null}
        locale={locale}
      />
    )
  }
  const loader = <Loader role="status" aria-label={t`Loading`} />
  const panel = (value: WeatherTab, content: ReactNode) => (
    <Tabs.Panel value={value} className={classes.panel}>
      <Stack gap="lg">
        {verdictFirst()}
        {hour && content}
      </Stack>
    </Tabs.Panel>
  )

  // What does not depend on the forecast is kept as the same elements while a forecast arrives, so
  // React skips the heading, the controls and the tab list instead of rendering them again in the
  // updates that show it (decision 028).
  const heading = useMemo(
    () => (
      <>
        <LocaleLink to="/" size="sm" className="touch-target">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            <Trans>Back to the website</Trans>
          </Group>
        </LocaleLink>
        <Title order={1}>
          <Trans>Skydiving weather</Trans>
        </Title>
        <Text size="lg" className={classes.intro}>
          <Trans>
            Wind, gusts, cloud base, visibility and rain for the coming days at our jump locations, hour by hour,
            checked against the limits for tandem, student and demonstration jumps. Choose a location and the kind of
            jump; every view starts with the verdict.
          </Trans>
        </Text>
      </>
    ),
    [],
  )
  // The location field (Mantine's Select) was the costliest part of the page's start: it stays as
  // prerendered until the visitor presses, focuses or types in it, or the URL asks for another place
  // than the prerendered base (decision 028). Its own element, so a new jump type does not reach it.
  const locationField = useMemo(
    () => (
      <LazySection
        id={locationFieldId}
        hydrateOn="interaction"
        hydrateAfterPaint={location.slug !== defaultWeatherLocation.slug}
      >
        <LocationSelect id={locationFieldId} locations={locations} value={location.slug} onChange={onLocationChange} locale={locale} />
      </LazySection>
    ),
    [locations, location.slug, onLocationChange, locale],
  )
  const controls = useMemo(
    () => (
      <Group gap="md" wrap="wrap" className={classes.controls}>
        {locationField}
        <JumpTypeControl value={jumpType} onChange={onJumpTypeChange} />
      </Group>
    ),
    [locationField, jumpType, onJumpTypeChange],
  )
  const tabList = useMemo(
    () => (
      <Tabs.List aria-label={t`Forecast views`}>
        <Tabs.Tab value="overview">{t`Overview`}</Tabs.Tab>
        <Tabs.Tab value="detailed">{t`Detailed`}</Tabs.Tab>
        <Tabs.Tab value="bulletin">{t`Bulletin`}</Tabs.Tab>
        <Tabs.Tab value="map">{t`Map`}</Tabs.Tab>
        <Tabs.Tab value="trends">{t`Trends`}</Tabs.Tab>
      </Tabs.List>
    ),
    [t],
  )

  return (
    <Container size="lg" py="xl">
      <WeatherStyles />
      <Stack gap="lg">
        {heading}
        {controls}
        <Tabs value={tab} onChange={(value) => value && onTabChange?.(value as WeatherTab)} keepMounted={false}>
          {tabList}
          {panel(
            'overview',
            // The verdict is painted first, the hour strip one frame later and the criteria table one
            // more frame later: the whole overview in one frame was the longest task of the weather
            // page's start (decision 028).
            <AfterNextPaint>
              <div className={classes.figures}>
                <HourStrip hours={hours.slice(0, 12)} locale={locale} />
                <AfterNextPaint>{hour && <CriteriaList criteria={hour.criteria} limits={limits} locale={locale} />}</AfterNextPaint>
              </div>
            </AfterNextPaint>,
          )}
          {panel('detailed', <DetailedTable hours={hours} locale={locale} />)}
          {panel('bulletin', <BulletinView bulletin={ready?.answer.bulletin ?? null} />)}
          {panel(
            'map',
            <Suspense fallback={loader}>
              <WeatherMapTab selected={location.slug} onSelect={onLocationChange} hour={hour} locale={locale} />
            </Suspense>,
          )}
          {panel(
            'trends',
            <Suspense fallback={loader}>
              <TrendCharts hours={hours} limits={limits} locale={locale} />
            </Suspense>,
          )}
        </Tabs>
        <Attribution model={ready?.answer.model} />
      </Stack>
    </Container>
  )
}
