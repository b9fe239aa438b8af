// Generates the static brand assets of ParaPro Skydiving from the inline SVG
// sources below: the favicon (SVG + ICO), the PWA / home-screen icons, the
// social preview image and the web app manifest.
//
// Run from the repository root (Node 24; Chromium at /usr/bin/chromium or the
// Playwright-managed browser, override with CHROMIUM_PATH):
//
//   source scripts/ensure-node.sh
//   node scripts/generate-brand-assets.mjs
//
// Writes (all committed):
//   public/favicon.svg                    logo mark, navy rounded square
//   public/favicon.ico                    16, 32 and 48 px PNGs in an ICO container
//   public/icons/icon-192.png             purpose "any" (transparent corners)
//   public/icons/icon-512.png             purpose "any"
//   public/icons/icon-maskable-192.png    purpose "maskable" (full bleed, mark in the 80% safe zone)
//   public/icons/icon-maskable-512.png    purpose "maskable"
//   public/icons/apple-touch-icon.png     180x180, opaque
//   public/og-image.png                   1200x630 social preview (the hero's artwork, the wordmark)
//   public/brand/wordmark.svg             mark and name, the name as outlines of Archivo (navy)
//   public/brand/wordmark-white.svg       the same for dark backgrounds
//   public/manifest.webmanifest           web app manifest (English)
//   public/manifest.nl.webmanifest        web app manifest (Dutch)
//
// With --screenshots=<url of a running build> it writes public/screenshots/{narrow,wide}-{en,nl}.jpg
// (the manifests' store screenshots) from the real home pages instead.
//
// Rendering is done with Playwright screenshots of the inline SVG/HTML, so no
// image libraries are needed. Edit the SVG here, never the generated files.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Buffer } from 'node:buffer'
import { crc32, deflateSync, inflateSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'
import wawoff2 from 'wawoff2'
import { chromium } from 'playwright'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pub = join(root, 'public')

const NAVY = '#0b2a5e'
const BLUE = '#3e6cc6'
const PALE = '#e8f0fb'
const WHITE = '#ffffff'
/** The accent (canopy orange, src/lib/theme/theme.ts). */
const CANOPY = '#fd7e14'

const NAME = 'ParaPro Skydiving'
const SUBTITLE = 'Skydiving shows, tandem jumps and aerial media since 1980'
const PLACE = 'Apeldoorn · Nederland'
const FONT = `"Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif`

// ---------------------------------------------------------------------------
// The mark: a ram-air canopy with its suspension lines and a small jumper,
// drawn on a 64x64 grid centred on (32, 32).
// ---------------------------------------------------------------------------

const f = (n) => Number(n.toFixed(2))

/** Point on a cubic Bézier. */
function bezier(p0, p1, p2, p3, t) {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]
}

// Canopy outline: leading (top) edge and trailing (bottom) edge, both left to right.
const TOP = [
  [8, 22],
  [13, 6.5],
  [51, 6.5],
  [56, 22],
]
const BOTTOM = [
  [11.5, 25.5],
  [17.5, 14],
  [46.5, 14],
  [52.5, 25.5],
]
const CELLS = 7

function canopyPath() {
  const [t0, t1, t2, t3] = TOP
  const [b0, b1, b2, b3] = BOTTOM
  return (
    `M${t0} C${t1} ${t2} ${t3} ` +
    `L${b3} ` +
    `C${b2} ${b1} ${b0} ` +
    'Z'
  )
}

/** Moves point p 3 units away from q (so seams overshoot the outline before clipping). */
function grow(p, q) {
  const dx = p[0] - q[0]
  const dy = p[1] - q[1]
  const len = Math.hypot(dx, dy)
  return [f(p[0] + (dx / len) * 3), f(p[1] + (dy / len) * 3)]
}

/** Points along both edges at each cell boundary (i = 0..CELLS). */
function cellPoints(i) {
  const t = i / CELLS
  return { top: bezier(...TOP, t), bottom: bezier(...BOTTOM, t) }
}

/**
 * The mark as SVG elements in the 64x64 grid.
 * `detail` = true draws the cell seams, tinted cells and all four line groups;
 * false is a bolder, simplified version for 16 px.
 */
function mark({ fg = WHITE, bg = NAVY, tint = PALE, detail = true, id = 'pp' } = {}) {
  const parts = []
  parts.push(`<path d="${canopyPath()}" fill="${fg}" stroke="${fg}" stroke-width="${detail ? 1 : 1.6}" stroke-linejoin="round"/>`)
  if (detail) {
    // alternate cells lightly tinted, seams in the background colour; both
    // clipped to the canopy outline
    const cells = []
    for (let i = 1; i < CELLS; i += 2) {
      const a = cellPoints(i)
      const b = cellPoints(i + 1)
      cells.push(`<path d="M${grow(a.top, a.bottom)} L${grow(b.top, b.bottom)} L${grow(b.bottom, b.top)} L${grow(a.bottom, a.top)} Z" fill="${tint}"/>`)
    }
    for (let i = 1; i < CELLS; i++) {
      const { top, bottom } = cellPoints(i)
      cells.push(`<line x1="${grow(top, bottom).join('" y1="')}" x2="${grow(bottom, top).join('" y2="')}" stroke="${bg}" stroke-width="0.85"/>`)
    }
    parts.push(`<clipPath id="${id}-canopy"><path d="${canopyPath()}"/></clipPath><g clip-path="url(#${id}-canopy)">${cells.join('')}</g>`)
  }

  // suspension lines from the trailing edge down to the risers at the shoulders
  const left = [29.4, 45.2]
  const right = [34.6, 45.2]
  const anchors = detail ? [0, 1.5 / CELLS, 3 / CELLS] : [0, 2.5 / CELLS]
  const lines = []
  for (const t of anchors) {
    const [x, y] = bezier(...BOTTOM, t)
    const [x2, y2] = bezier(...BOTTOM, 1 - t)
    lines.push(`M${f(x)},${f(y) - 0.3} L${left}`, `M${f(x2)},${f(y2) - 0.3} L${right}`)
  }
  parts.push(
    `<path d="${lines.join(' ')}" fill="none" stroke="${fg}" stroke-width="${detail ? 1.05 : 2.1}" stroke-linecap="round" opacity="${detail ? 0.85 : 1}"/>`,
  )

  // jumper: head, torso and legs
  parts.push(`<circle cx="32" cy="${detail ? 42.2 : 42}" r="${detail ? 2.45 : 3.1}" fill="${fg}"/>`)
  parts.push(
    `<path d="M28.9 46 Q32 44.6 35.1 46 L34.5 51.6 L35.9 57 Q35 57.8 33.7 57.6 L32 52.6 L30.3 57.6 Q29 57.8 28.1 57 L29.5 51.6 Z" fill="${fg}" stroke="${fg}" stroke-width="${detail ? 0.4 : 1}" stroke-linejoin="round"/>`,
  )
  // the mark spans y 10.4..57.8; shift it up so it is centred on 32
  return `<g transform="translate(0 -2)">${parts.join('')}</g>`
}

/** The rounded square with the mark, on the 64 x 64 grid. */
function roundedIconBody({ detail = true } = {}) {
  return `<rect width="64" height="64" rx="14" fill="${NAVY}"/>
<rect x="0.6" y="0.6" width="62.8" height="62.8" rx="13.4" fill="none" stroke="${BLUE}" stroke-opacity="0.6" stroke-width="1.2"/>
<g transform="translate(32 32) scale(0.94) translate(-32 -32)">${mark({ detail })}</g>`
}

/** Rounded-square logo (favicon, "any" icons). */
function roundedIcon({ detail = true } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<title>${NAME}</title>
${roundedIconBody({ detail })}
</svg>`
}

/**
 * Full-bleed square (maskable and Apple touch icons). `scale` sizes the mark;
 * at 0.82 its farthest point stays inside the central 80 % safe-zone circle.
 */
function fullBleedIcon({ scale }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="${NAVY}"/>
<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark()}</g>
</svg>`
}

function ogImageHtml(heroArtwork) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  @font-face { font-family: Archivo; font-weight: 100 900; src: url(data:font/woff2;base64,${headingFontFile.toString('base64')}) format('woff2'); }
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body { font-family: ${FONT}; color: ${WHITE}; background: ${NAVY}; position: relative; }
  .art { position: absolute; inset: 0; width: 1200px; height: 630px; object-fit: cover; object-position: 60% 40%; }
  .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgb(6 28 66 / 94%) 0%, rgb(6 28 66 / 82%) 48%, rgb(6 28 66 / 20%) 100%); }
  .wrap { position: absolute; left: 80px; top: 104px; width: 700px; }
  .brand { height: 76px; margin-bottom: 52px; }
  h1 { margin: 0; font-family: Archivo, ${FONT}; font-size: 54px; line-height: 1.08; font-weight: 800; letter-spacing: -0.01em; }
  .bar { width: 96px; height: 6px; border-radius: 3px; background: ${CANOPY}; margin: 32px 0 26px; }
  p { margin: 0; font-size: 26px; line-height: 1.3; color: #c4d6f2; letter-spacing: 0.04em; }
</style></head><body>
  <img class="art" src="data:image/svg+xml;base64,${Buffer.from(heroArtwork).toString('base64')}" alt="">
  <div class="shade"></div>
  <div class="wrap">
    <img class="brand" src="data:image/svg+xml;base64,${Buffer.from(wordmark({ color: WHITE })).toString('base64')}" alt="">
    <h1>${SUBTITLE}</h1>
    <div class="bar"></div>
    <p>${PLACE}</p>
  </div>
</body></html>`
}

// ---------------------------------------------------------------------------
// The wordmark: the mark and the name, the name as outlines of the heading face (Archivo, weight
// 800, from @fontsource-variable/archivo), so the file looks the same wherever it is used, with no
// font to load.
// ---------------------------------------------------------------------------

const headingFontPath = createRequire(import.meta.url).resolve('@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2')
const headingFontFile = await readFile(headingFontPath)
// fontkit reads a variable font's instances from TrueType, not from WOFF2: decompressed first.
const headingFont = fontkit.create(Buffer.from(await wawoff2.decompress(headingFontFile))).getVariation({ wght: 800 })

/** The name laid out in the heading face at `size` px, as one SVG path with its advance width. */
function nameOutline(text, size) {
  const scale = size / headingFont.unitsPerEm
  const run = headingFont.layout(text)
  let x = 0
  const parts = []
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]
    parts.push(glyph.path.scale(scale, -scale).translate(x + position.xOffset * scale, headingFont.ascent * scale).toSVG())
    x += position.xAdvance * scale
  })
  return { d: parts.join(''), width: x, height: (headingFont.ascent - headingFont.descent) * scale }
}

/** Mark and name side by side on a transparent background, in one colour for the name. */
function wordmark({ color = NAVY } = {}) {
  const size = 40
  const name = nameOutline(NAME, size)
  const markSize = 56
  const gap = 16
  const width = Math.ceil(markSize + gap + name.width)
  const nameTop = f((markSize - name.height) / 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${markSize}" width="${width}" height="${markSize}" role="img" aria-label="${NAME}">
<svg x="0" y="0" width="${markSize}" height="${markSize}" viewBox="0 0 64 64">${roundedIconBody()}</svg>
<path transform="translate(${markSize + gap} ${nameTop})" fill="${color}" d="${name.d}"/>
</svg>`
}

// One manifest per language: the install dialog shows the description and opens the start page in
// the language of the page it was offered on. The same id keeps them one app.
const manifestText = {
  en: { description: SUBTITLE, start_url: '/' },
  nl: { description: 'Parachutedemonstraties, tandemsprongen en luchtopnamen sinds 1980', start_url: '/nl' },
}

/** Real screenshots of the built site (see --screenshots below), one per form factor and language. */
const screenshotSizes = {
  narrow: { width: 390, height: 844, scale: 2 },
  wide: { width: 1280, height: 800, scale: 1 },
}
const screenshotFile = (formFactor, lang) => `screenshots/${formFactor}-${lang}.jpg`

function manifestFor(lang) {
  return {
    name: NAME,
    short_name: 'ParaPro',
    ...manifestText[lang],
    lang,
    dir: 'ltr',
    id: '/',
    scope: '/',
    display: 'standalone',
    theme_color: NAVY,
    background_color: WHITE,
    categories: ['sports', 'travel', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    screenshots: Object.entries(screenshotSizes).map(([formFactor, { width, height, scale }]) => ({
      src: `/${screenshotFile(formFactor, lang)}`,
      sizes: `${width * scale}x${height * scale}`,
      type: 'image/jpeg',
      form_factor: formFactor,
      label: lang === 'nl' ? 'De startpagina van ParaPro Skydiving' : 'The ParaPro Skydiving home page',
    })),
  }
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

// PNG encoding: every screenshot is re-encoded with per-row filters and maximum compression
// (Chromium's own PNGs are much larger).

function pngChunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

const paeth = (a, b, c) => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Encodes 8-bit RGB (channels 3) or RGBA (channels 4) pixels. */
function encodePng(width, height, pixels, channels) {
  const stride = width * channels
  const out = Buffer.alloc(height * (stride + 1))
  const candidate = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride)
    const prev = y ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride)
    let best = Infinity
    for (let type = 0; type <= 4; type++) {
      let sum = 0
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? row[x - channels] : 0
        const c = x >= channels ? prev[x - channels] : 0
        const predictor = [0, a, prev[x], (a + prev[x]) >> 1, paeth(a, prev[x], c)][type]
        const v = (row[x] - predictor) & 0xff
        candidate[x] = v
        sum += v < 128 ? v : 256 - v
      }
      if (sum < best) {
        best = sum
        out[y * (stride + 1)] = type
        candidate.copy(out, y * (stride + 1) + 1)
      }
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = channels === 4 ? 6 : 2 // colour type
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(out, { level: 9, memLevel: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** Decodes an 8-bit, non-interlaced RGB/RGBA PNG (what Chromium writes). */
function decodePng(buf) {
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat = []
  while (offset < buf.length) {
    const len = buf.readUInt32BE(offset)
    const type = buf.toString('ascii', offset + 4, offset + 8)
    const data = buf.subarray(offset + 8, offset + 8 + len)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 2 && data[9] !== 6)) throw new Error('unsupported PNG')
      channels = data[9] === 6 ? 4 : 3
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + len
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = Buffer.alloc(height * stride)
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0
      const b = y ? pixels[(y - 1) * stride + x] : 0
      const c = x >= channels && y ? pixels[(y - 1) * stride + x - channels] : 0
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x] + predictor) & 0xff
    }
  }
  return { width, height, channels, pixels }
}

/** Re-encodes a PNG smaller; drops the alpha channel when fully opaque. */
function optimizePng(buf) {
  const { width, height, channels, pixels } = decodePng(buf)
  if (channels === 4) {
    let opaque = true
    for (let i = 3; i < pixels.length && opaque; i += 4) opaque = pixels[i] === 255
    if (opaque) {
      const rgb = Buffer.alloc(width * height * 3)
      for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) pixels.copy(rgb, j, i, i + 3)
      return encodePng(width, height, rgb, 3)
    }
  }
  const png = encodePng(width, height, pixels, channels)
  return png.length < buf.length ? png : buf
}

/** ICO container holding PNG images (valid since Windows Vista, read by all browsers). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, png } of images) {
    const e = Buffer.alloc(16)
    e.writeUInt8(size >= 256 ? 0 : size, 0) // width
    e.writeUInt8(size >= 256 ? 0 : size, 1) // height
    e.writeUInt8(0, 2) // palette colours
    e.writeUInt8(0, 3) // reserved
    e.writeUInt16LE(1, 4) // colour planes
    e.writeUInt16LE(32, 6) // bits per pixel
    e.writeUInt32LE(png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += png.length
    entries.push(e)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

function executablePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const browser = await chromium.launch({
  executablePath: executablePath(),
  args: ['--no-sandbox', '--disable-background-networking', '--font-render-hinting=none'],
})
const page = await browser.newPage({ deviceScaleFactor: 1 })

/** Renders markup (an SVG or a whole HTML document) at width x height. */
async function render(markup, width, height = width) {
  await page.setViewportSize({ width, height })
  const html = markup.startsWith('<!doctype')
    ? markup
    : `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${markup}</body></html>`
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate('document.fonts.ready')
  return optimizePng(await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width, height } }))
}

async function write(rel, data) {
  const file = join(pub, rel)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, data)
  process.stdout.write(`  ${rel.padEnd(30)} ${String(data.length).padStart(7)} bytes\n`)
}

/** Captures the home page of a running build (npm start) in each language and form factor. */
async function captureScreenshots(baseUrl) {
  process.stdout.write(`Capturing screenshots of ${baseUrl} in public/screenshots/\n`)
  for (const [formFactor, { width, height, scale }] of Object.entries(screenshotSizes)) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, colorScheme: 'light' })
    const shot = await context.newPage()
    for (const lang of ['en', 'nl']) {
      await shot.goto(new URL(lang === 'nl' ? '/nl' : '/', baseUrl).href, { waitUntil: 'networkidle' })
      await write(screenshotFile(formFactor, lang), await shot.screenshot({ type: 'jpeg', quality: 78 }))
    }
    await context.close()
  }
}

async function generateAssets() {
  process.stdout.write('Generating brand assets in public/\n')
  const favicon = roundedIcon()
  await write('favicon.svg', favicon + '\n')
  await write(
    'favicon.ico',
    ico([
      { size: 16, png: await render(roundedIcon({ detail: false }), 16) },
      { size: 32, png: await render(favicon, 32) },
      { size: 48, png: await render(favicon, 48) },
    ]),
  )
  await write('icons/icon-192.png', await render(favicon, 192))
  await write('icons/icon-512.png', await render(favicon, 512))
  await write('icons/icon-maskable-192.png', await render(fullBleedIcon({ scale: 0.82 }), 192))
  await write('icons/icon-maskable-512.png', await render(fullBleedIcon({ scale: 0.82 }), 512))
  await write('icons/apple-touch-icon.png', await render(fullBleedIcon({ scale: 0.8 }), 180))
  await write('og-image.png', await render(ogImageHtml(await readFile(join(pub, 'artwork/home-hero.svg'), 'utf8')), 1200, 630))
  await write('brand/wordmark.svg', wordmark() + '\n')
  await write('brand/wordmark-white.svg', wordmark({ color: WHITE }) + '\n')
  await write('manifest.webmanifest', JSON.stringify(manifestFor('en'), null, 2) + '\n')
  await write('manifest.nl.webmanifest', JSON.stringify(manifestFor('nl'), null, 2) + '\n')
}

// `--screenshots=http://127.0.0.1:8090` captures the screenshots from a running build instead.
const screenshotsFrom = process.argv.find((arg) => arg.startsWith('--screenshots='))?.slice('--screenshots='.length)
try {
  await (screenshotsFrom ? captureScreenshots(screenshotsFrom) : generateAssets())
} finally {
  await browser.close()
}
