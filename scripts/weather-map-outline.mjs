// Writes the outline of the European Netherlands for the weather page's map, from the packaged
// Natural Earth data of `world-atlas` (1:50m, ISC licence): feature 528, its polygons north of
// 50° (the Caribbean islands dropped), coordinates rounded to 0.001° (about 100 m).
//   node scripts/weather-map-outline.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'

const require = createRequire(import.meta.url)
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'))
const geometry = atlas.objects.countries.geometries.find((country) => country.id === '528')
const netherlands = feature(atlas, geometry)
const round = (value) => Math.round(value * 1000) / 1000
const european = netherlands.geometry.coordinates
  .filter((polygon) => polygon[0].every(([, latitude]) => latitude > 50))
  .map((polygon) => polygon.map((ring) => ring.map(([longitude, latitude]) => [round(longitude), round(latitude)])))
const outline = {
  type: 'Feature',
  properties: { name: 'Netherlands', source: 'Natural Earth 1:50m via world-atlas 2.0.2' },
  geometry: { type: 'MultiPolygon', coordinates: european },
}
const file = 'src/features/weather/components/WeatherMap/netherlands.geo.json'
writeFileSync(file, `${JSON.stringify(outline)}\n`)
console.log(`wrote ${file}: ${european.length} polygons`)
