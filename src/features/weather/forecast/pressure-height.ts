/**
 * Height of a pressure level in the ICAO standard atmosphere (troposphere), the formula Open-Meteo
 * uses (`Meteorology.altitudeAboveSeaLevelMeters`): h = (1 - (p / 1013.25)^(1 / 5.25588)) / 2.25577e-5.
 * Used when a model gives a level's wind but not its geopotential height.
 */
export function standardHeightM(pressureHpa: number): number {
  return (1 - (pressureHpa / 1013.25) ** (1 / 5.25588)) / 2.25577e-5
}

/** NWS pressure altitude from the station pressure: 145366.45 ft x (1 - (p / 1013.25)^0.190284). */
export function pressureAltitudeFt(stationPressureHpa: number): number {
  return 145366.45 * (1 - (stationPressureHpa / 1013.25) ** 0.190284)
}
