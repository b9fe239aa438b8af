import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/*
 * The map and the charts are chunks of their own, fetched when their tab opens: the map brings
 * d3-geo and the outline, the charts recharts. Neither is in the page's start-up code.
 */
export const WeatherMapTab = deferredComponent(() => import('../WeatherMap/WeatherMapTab').then((module) => module.WeatherMapTab))

export const TrendCharts = deferredComponent(() => import('../TrendCharts/TrendCharts').then((module) => module.TrendCharts))
