import type { AdminStory } from './blog-api'

const base = {
  collectionId: 'blog_posts',
  image: '',
  image_url: '',
  image_alt_en: '',
  image_alt_nl: '',
  featured: false,
  updated: '2026-05-03 09:00:00.000Z',
}

/** Stories as staff see them: a featured published one, and a draft in English only. */
export const sampleStories: AdminStory[] = [
  {
    ...base,
    id: 'story00000000001',
    slug: 'first-tandem-jump',
    title_en: 'Preparing for your first tandem jump',
    title_nl: 'Voorbereiden op uw eerste tandemsprong',
    excerpt_en: 'What to wear and what happens on the day.',
    excerpt_nl: 'Wat u aantrekt en wat er op de dag gebeurt.',
    body_en: 'Book one to two weeks ahead.\n\n## On the day\nWear comfortable clothes.',
    body_nl: 'Boek één tot twee weken van tevoren.\n\n## Op de dag\nDraag makkelijke kleding.',
    category_en: 'Tandem jumps',
    category_nl: 'Tandemsprongen',
    tags_en: ['tandem'],
    tags_nl: ['tandem'],
    read_time_minutes: 3,
    published: true,
    published_at: '2026-05-02 09:00:00.000Z',
    created: '2026-05-01 09:00:00.000Z',
    featured: true,
  },
  {
    ...base,
    id: 'story00000000002',
    slug: 'stadium-season',
    title_en: 'The stadium season ahead',
    title_nl: '',
    excerpt_en: 'Six shows planned so far.',
    excerpt_nl: '',
    body_en: 'We open the season in Arnhem.',
    body_nl: '',
    category_en: 'Shows',
    category_nl: '',
    tags_en: [],
    tags_nl: [],
    read_time_minutes: 1,
    published: false,
    published_at: '',
    created: '2026-05-04 09:00:00.000Z',
  },
]
