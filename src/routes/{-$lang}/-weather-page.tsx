import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/**
 * The weather dashboard, a chunk of its own like the main section of the other pages (decision
 * 017): no other page loads its code. Its forecast is asked for as soon as that code is there.
 */
export const WeatherPage = deferredComponent(() =>
  import('~/features/weather/components/WeatherDashboard/WeatherDashboard').then((module) => {
    module.prefetchForecast()
    return module.WeatherDashboard
  }),
)
