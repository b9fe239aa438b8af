/**
 * Dew point by the Magnus formula with the Alduchov & Eskridge (1996) coefficients, the set
 * Open-Meteo uses: b = 17.625, c = 243.04 °C.
 */
const b = 17.625
const c = 243.04

export function dewPointC(temperatureC: number, relativeHumidityPct: number): number {
  const gamma = Math.log(Math.max(relativeHumidityPct, 0.1) / 100) + (b * temperatureC) / (c + temperatureC)
  return (c * gamma) / (b - gamma)
}
