import { geoMercator, geoPath } from 'd3-geo'
import type { Feature, MultiPolygon } from 'geojson'
import outline from './netherlands.geo.json'

/**
 * The Netherlands outline (Natural Earth 1:50m from world-atlas, written by
 * scripts/weather-map-outline.mjs) projected to an SVG box: no tiles, nothing fetched, so the map
 * works offline.
 */
export const mapWidth = 360
export const mapHeight = 420

const netherlands = outline as unknown as Feature<MultiPolygon>
const projection = geoMercator().fitExtent(
  [
    [12, 12],
    [mapWidth - 12, mapHeight - 12],
  ],
  netherlands,
)

export const outlinePath = geoPath(projection)(netherlands) ?? ''

/** SVG coordinates of a point given in degrees. */
export function project(longitude: number, latitude: number): [number, number] {
  return projection([longitude, latitude]) ?? [0, 0]
}
