/**
 * What the air feels like. Below 10 °C with wind above walking speed: the wind chill index of
 * the JAG/TI (2001), used by Environment Canada, the US and the UK (V in km/h). Otherwise the
 * model's apparent temperature, or, where the model has none, the Australian Bureau of
 * Meteorology's apparent temperature (Steadman 1994, without radiation).
 */
export function windChillC(temperatureC: number, windKmh: number): number {
  const v = windKmh ** 0.16
  return 13.12 + 0.6215 * temperatureC - 11.37 * v + 0.3965 * temperatureC * v
}

export function apparentTemperatureC(temperatureC: number, relativeHumidityPct: number, windMs: number): number {
  const vapourPressureHpa = (relativeHumidityPct / 100) * 6.105 * Math.exp((17.27 * temperatureC) / (237.7 + temperatureC))
  return temperatureC + 0.33 * vapourPressureHpa - 0.7 * windMs - 4
}

/** Wind chill applies from 4.8 km/h (walking speed) and at or below 10 °C. */
export function feelsLikeC(temperatureC: number, relativeHumidityPct: number, windMs: number, modelApparentC: number | null): number {
  const windKmh = windMs * 3.6
  if (temperatureC <= 10 && windKmh > 4.8) return windChillC(temperatureC, windKmh)
  return modelApparentC ?? apparentTemperatureC(temperatureC, relativeHumidityPct, windMs)
}
