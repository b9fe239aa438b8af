/**
 * What the weather routes in pb_hooks run of this feature, bundled into
 * pb_hooks/lib/generated/weather.js by scripts/hooks-bundle.mjs: the locations, the provider's
 * request and reader, and every derived figure, verdict and text, the same code the unit tests run.
 */
export { findWeatherLocation, weatherLocations } from '~/content/weather-locations'
export { forecastUrl, defaultForecastUrl } from '../open-meteo/request'
export { parseForecastBody } from '../open-meteo/parse'
export { isJumpType } from '../forecast/jump-limits'
export { forecastAnswer, overviewAnswer, locationsAnswer, errorBody } from './answers'
export { dayOutlook, type DayOutlook } from './day-outlook'
