import { pressureAltitudeFt } from './pressure-height'

/**
 * Density altitude: the pressure altitude plus 118.8 ft for every °C above the standard
 * temperature at that altitude (15 °C minus 1.98 °C per 1,000 ft). It tells how the aircraft
 * climbs and how fast a canopy flies; it is information, not a jump limit.
 */
const feetPerDegree = 118.8
const feetToMetres = 0.3048

export function densityAltitudeFt(pressureAltitude: number, temperatureC: number): number {
  const standardTemperatureC = 15 - (1.98 * pressureAltitude) / 1000
  return pressureAltitude + feetPerDegree * (temperatureC - standardTemperatureC)
}

export function densityAltitudeM(stationPressureHpa: number, temperatureC: number): number {
  return densityAltitudeFt(pressureAltitudeFt(stationPressureHpa), temperatureC) * feetToMetres
}
