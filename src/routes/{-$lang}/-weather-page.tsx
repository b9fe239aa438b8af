import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

const loadDashboard = () => import('~/features/weather/components/WeatherDashboard/WeatherDashboard')

// The dashboard's code is fetched as soon as this route's chunk runs, alongside the rest of the
// page's start-up code, rather than once hydration renders it: it lists no files to preload
// (vite.config.ts), so the browser finds them from its imports without a long task (decision 028).
if (typeof window !== 'undefined') void loadDashboard().catch(() => undefined)

/**
 * The weather dashboard, a chunk of its own like the main section of the other pages (decision
 * 017): no other page loads its code. Its forecast is asked for as soon as that code is there.
 */
export const WeatherPage = deferredComponent(() =>
  loadDashboard().then((module) => {
    module.prefetchForecast()
    return module.WeatherDashboard
  }),
)
