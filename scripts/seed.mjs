#!/usr/bin/env node
/**
 * Demo content for development: blog posts and reviews.
 *
 *   node scripts/seed.mjs
 *
 * Idempotent: every record is found by a natural key (blog post: title_en,
 * review: author) and updated, or created when missing, so it can run any
 * number of times.
 *
 * Environment (defaults as in .env.example; a .env file in the repository root
 * is read for variables that are not already set):
 *   POCKETBASE_URL         default http://127.0.0.1:8090
 *   PB_SUPERUSER_EMAIL     default admin@parapro.test
 *   PB_SUPERUSER_PASSWORD  default dev-admin-password-2026
 *   POCKETBASE_BIN, PB_DATA_DIR  the running server's binary and data directory: the superuser's
 *                          second factor is a one-time code from `pocketbase superuser otp` on
 *                          that data (as `npm start` runs it), so seeding works whatever SMTP does
 *
 * The content follows docs/product.md §10.5: no invented names, venues,
 * prices, awards or certifications.
 *
 * Deliberately not seeded: `partners`. Without real names a record could only
 * hold a description such as "A Dutch premier-league football club", which a
 * Dutch page would show in English; with no records the site shows its
 * built-in partners by kind in both languages, and staff enter the real ones
 * on /admin/partners.
 * Also not seeded: `videos` and `expedition_photos`. There are no real
 * company clips or expedition photos in the repository, and stand-ins would
 * pass for the company's own footage. Without them the media showcase tiles
 * open the social video page and the Greenland carousel shows its static
 * illustration; staff upload the real files in the dashboard.
 * Exits non-zero with a message on any failure.
 */
import console from 'node:console'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { superuserSignIn } from '../tests/support/superuser.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

// ---------------------------------------------------------------------------
// content
// ---------------------------------------------------------------------------

export const blogPosts = [
  {
    title_en: 'Preparing for your first tandem jump',
    title_nl: 'Voorbereiden op uw eerste tandemsprong',
    excerpt_en:
      'What to expect on the day of your first tandem skydive: book one to two weeks ahead, tell us your body weight ' +
      '(the tandem limit is 100 kg), wear comfortable clothes and sports shoes, and plan for a full briefing with your ' +
      'instructor before you board. If the weather does not allow a jump, we move it to a new date together.',
    excerpt_nl:
      'Wat u kunt verwachten op de dag van uw eerste tandemsprong: boek één tot twee weken van tevoren, geef uw ' +
      'lichaamsgewicht door (de grens voor een tandemsprong is 100 kg), draag gemakkelijke kleding en sportschoenen en ' +
      'neem de tijd voor een volledige briefing met uw instructeur. Laat het weer geen sprong toe, dan plannen we samen ' +
      'een nieuwe datum.',
    category_en: 'Tandem jumps',
    category_nl: 'Tandemsprongen',
    tags_en: ['tandem', 'first jump', 'preparation'],
    tags_nl: ['tandem', 'eerste sprong', 'voorbereiding'],
    read_time_minutes: 5,
    published: true,
    published_at: '2026-03-10 09:00:00.000Z',
    featured: true,
  },
  {
    title_en: 'How the weather decides a jump day',
    title_nl: 'Hoe het weer bepaalt of er gesprongen wordt',
    excerpt_en:
      'We only jump when it is safe: at least 3 km of visibility, wind under 7 m/s and no precipitation. Our team ' +
      'checks the forecast and the conditions on the drop zone on the day itself, and if the minimums are not met your ' +
      'jump is moved rather than rushed. Here is what we look at, and why a blue sky alone is not enough.',
    excerpt_nl:
      'Wij springen alleen als het veilig is: minimaal 3 km zicht, wind onder 7 m/s en geen neerslag. Ons team ' +
      'beoordeelt de verwachting en de omstandigheden op het springterrein op de dag zelf. Worden de minima niet ' +
      'gehaald, dan verplaatsen we uw sprong in plaats van hem door te drukken. Zo kijken wij naar het weer, en daarom ' +
      'is een blauwe lucht alleen niet genoeg.',
    category_en: 'Safety',
    category_nl: 'Veiligheid',
    tags_en: ['weather', 'safety', 'wind', 'visibility'],
    tags_nl: ['weer', 'veiligheid', 'wind', 'zicht'],
    read_time_minutes: 4,
    published: true,
    published_at: '2026-04-02 09:00:00.000Z',
    featured: false,
  },
  {
    title_en: 'Behind the scenes of a stadium demonstration',
    title_nl: 'Achter de schermen bij een stadiondemonstratie',
    excerpt_en:
      'A parachute landing in the centre circle takes seconds; preparing it takes six to eight weeks. From agreeing ' +
      'the timing with the event organiser and coordinating the airspace with air traffic control to the final ' +
      'weather call on the day, this is how a half-time demonstration comes together.',
    excerpt_nl:
      'Een parachutelanding op de middenstip duurt een paar seconden; de voorbereiding zes tot acht weken. Van het ' +
      'afstemmen van het tijdschema met de organisator en het regelen van het luchtruim met de luchtverkeersleiding ' +
      'tot de laatste weerbeslissing op de dag zelf: zo komt een demonstratie in de rust tot stand.',
    category_en: 'Demonstrations',
    category_nl: 'Demonstraties',
    tags_en: ['stadium', 'demonstration', 'events'],
    tags_nl: ['stadion', 'demonstratie', 'evenementen'],
    read_time_minutes: 6,
    published: true,
    published_at: '2026-05-14 09:00:00.000Z',
    featured: false,
  },
  {
    title_en: 'Helicopter or hot air balloon: which exclusive jump suits you?',
    title_nl: 'Helikopter of luchtballon: welke exclusieve sprong past bij u?',
    excerpt_en:
      'A helicopter jump takes about 45 minutes and is available all year round; a hot air balloon jump is a calmer ' +
      'experience of about two hours, in season from April to October. Both are booked three to four weeks ahead and ' +
      'priced on request. We compare the exit, the views and the planning.',
    excerpt_nl:
      'Een helikoptersprong duurt ongeveer 45 minuten en kan het hele jaar door; een sprong uit een luchtballon is een ' +
      'rustigere belevenis van ongeveer twee uur, in het seizoen van april tot en met oktober. Beide boekt u drie tot ' +
      'vier weken van tevoren, de prijs is op aanvraag. We vergelijken de uitsprong, het uitzicht en de planning.',
    category_en: 'Experiences',
    category_nl: 'Belevenissen',
    tags_en: ['helicopter', 'hot air balloon', 'exclusive'],
    tags_nl: ['helikopter', 'luchtballon', 'exclusief'],
    read_time_minutes: 5,
    published: true,
    published_at: '2026-06-05 09:00:00.000Z',
    featured: false,
  },
  // A published story is complete in both languages (the hooks refuse it otherwise): the samples' text
  // is their excerpt, a paragraph of its own, until staff write more on /admin/blog.
].map((post) => ({ body_en: post.excerpt_en, body_nl: post.excerpt_nl, ...post }))

export const reviews = [
  {
    author: 'Sanne V.',
    rating: 5,
    body_en:
      'My first tandem jump and I was nervous, but the briefing was calm and thorough and my instructor explained ' +
      'every step. The freefall was over before I knew it. Unforgettable.',
    body_nl:
      'Mijn eerste tandemsprong en ik was zenuwachtig, maar de briefing was rustig en grondig en mijn instructeur ' +
      'legde elke stap uit. De vrije val was voorbij voor ik het wist. Onvergetelijk.',
    date_published: '2026-05-18 12:00:00.000Z',
    published: true,
  },
  {
    author: 'Thomas B.',
    rating: 5,
    body_en:
      'We booked a demonstration jump for our event. The planning weeks ahead was clear and the team kept us updated ' +
      'on the weather on the day. The landing right on time was the highlight for our audience.',
    body_nl:
      'Wij boekten een demonstratiesprong voor ons evenement. De planning in de weken ervoor was duidelijk en het team ' +
      'hield ons op de dag zelf op de hoogte van het weer. De landing precies op tijd was het hoogtepunt voor ons publiek.',
    date_published: '2026-04-22 12:00:00.000Z',
    published: true,
  },
  {
    author: 'Lisa M.',
    rating: 4,
    body_en:
      'A great team day. Our jump was moved once because of the wind, which was disappointing at the time, but the ' +
      'new date worked out well and everyone felt safe.',
    body_nl:
      'Een geweldige teamdag. Onze sprong werd één keer verplaatst vanwege de wind; dat was op dat moment jammer, maar ' +
      'de nieuwe datum pakte goed uit en iedereen voelde zich veilig.',
    date_published: '2026-03-30 12:00:00.000Z',
    published: true,
  },
  {
    author: 'Daan K.',
    rating: 5,
    body_en:
      'We needed aerial footage for a commercial. The crew understood the brief, thought along about camera angles ' +
      'and we had the files quickly after the shoot.',
    body_nl:
      'We hadden luchtopnamen nodig voor een commercial. De crew begreep de opdracht, dacht mee over camerastandpunten ' +
      'en we hadden de bestanden snel na de opnamedag binnen.',
    date_published: '2026-02-12 12:00:00.000Z',
    published: true,
  },
  {
    author: 'Emma J.',
    rating: 5,
    body_en:
      'I gave my father a helicopter jump for his birthday. From booking to landing everything was well organised, ' +
      'and he is still talking about the view.',
    body_nl:
      'Ik gaf mijn vader een helikoptersprong voor zijn verjaardag. Van boeking tot landing was alles goed geregeld, ' +
      'en hij praat nog steeds over het uitzicht.',
    date_published: '2026-06-09 12:00:00.000Z',
    published: true,
  },
  {
    author: 'Ruben H.',
    rating: 4,
    body_en:
      'Professional from start to finish. The day was long because we waited for the weather to clear, but the ' +
      'instructors kept us informed and the jump itself was fantastic.',
    body_nl:
      'Van begin tot eind professioneel. Het werd een lange dag omdat we wachtten tot het weer opklaarde, maar de ' +
      'instructeurs hielden ons op de hoogte en de sprong zelf was fantastisch.',
    date_published: '2026-05-03 12:00:00.000Z',
    published: true,
  },
]

// ---------------------------------------------------------------------------
// seeding
// ---------------------------------------------------------------------------

/** Reads KEY=value pairs from the repository's .env without overriding the environment. */
function loadDotEnv() {
  const file = join(repoRoot, '.env')
  if (!existsSync(file)) return
  const parsed = parseEnv(readFileSync(file, 'utf8'))
  for (const [key, value] of Object.entries(parsed)) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}

function setting(name, fallback) {
  const value = (process.env[name] ?? '').trim()
  return value === '' ? fallback : value
}

/**
 * Creates the record, or updates the one whose `key` field equals data[key].
 * Returns 'created' or 'updated'.
 */
async function upsert(pb, collection, key, data) {
  const found = await pb.collection(collection).getList(1, 2, {
    filter: pb.filter(`${key} = {:value}`, { value: data[key] }),
    fields: 'id',
  })
  if (found.totalItems > 1) {
    throw new Error(`${collection}: more than one record with ${key} = "${data[key]}"; remove the duplicates first`)
  }
  const existing = found.items[0]
  if (existing) {
    await pb.collection(collection).update(existing.id, data)
    return 'updated'
  }
  await pb.collection(collection).create(data)
  return 'created'
}

async function seedCollection(pb, collection, key, items) {
  const counts = { created: 0, updated: 0 }
  for (const item of items) {
    try {
      counts[await upsert(pb, collection, key, item)] += 1
    } catch (error) {
      throw new Error(`${collection} "${item[key]}": ${describe(error)}`, { cause: error })
    }
  }
  console.log(`seed: ${collection}: ${counts.created} created, ${counts.updated} updated`)
  return counts
}

function describe(error) {
  if (error instanceof ClientResponseError) {
    if (error.status === 0) {
      const original = error.originalError
      return `network error: ${original?.cause?.code ?? original?.cause?.message ?? original?.message ?? error.message}`
    }
    const details = error.response?.data && Object.keys(error.response.data).length ? ` ${JSON.stringify(error.response.data)}` : ''
    return `HTTP ${error.status}: ${error.response?.message ?? error.message}${details}`
  }
  return error instanceof Error ? error.message : String(error)
}

export async function seed({ url, email, password, pocketbaseBin, dataDir } = {}) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)

  try {
    pb.authStore.save(await superuserSignIn({ pbUrl: url, email, password, code: { pocketbaseBin, dataDir } }), null)
  } catch (error) {
    if (error instanceof TypeError && String(error.cause?.code ?? '').startsWith('ECONNREFUSED')) {
      throw new Error(`cannot reach PocketBase at ${url}: is it running? (${describe(error)})`, { cause: error })
    }
    throw new Error(
      `superuser sign-in as ${email} failed (${describe(error)}); check PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD, POCKETBASE_BIN and PB_DATA_DIR`,
      { cause: error },
    )
  }

  return {
    blog_posts: await seedCollection(pb, 'blog_posts', 'title_en', blogPosts),
    reviews: await seedCollection(pb, 'reviews', 'author', reviews),
  }
}

const isMain = Boolean(process.argv[1]) && fileURLToPath(import.meta.url) === resolve(process.argv[1])
if (isMain) {
  loadDotEnv()
  const url = setting('POCKETBASE_URL', 'http://127.0.0.1:8090')
  try {
    await seed({
      url,
      email: setting('PB_SUPERUSER_EMAIL', 'admin@parapro.test'),
      password: setting('PB_SUPERUSER_PASSWORD', 'dev-admin-password-2026'),
      pocketbaseBin: setting('POCKETBASE_BIN', join(repoRoot, '.tools/pocketbase/pocketbase')),
      dataDir: resolve(repoRoot, setting('PB_DATA_DIR', 'pb_data')),
    })
    console.log(`seed: done (${url})`)
  } catch (error) {
    console.error(`seed failed: ${describe(error)}`)
    process.exitCode = 1
  }
}
