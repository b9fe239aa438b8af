import type { StoryRecord } from '~/lib/stories/story-record'

/** A published story in both languages, for the stories of the story page's parts. */
export const sampleStory: StoryRecord = {
  id: 'story1',
  collectionId: 'blog_posts',
  slug: 'first-tandem-jump',
  title_en: 'Preparing for your first tandem jump',
  title_nl: 'Voorbereiden op uw eerste tandemsprong',
  excerpt_en: 'What to wear and what happens on the day.',
  excerpt_nl: 'Wat u aantrekt en wat er op de dag gebeurt.',
  body_en: 'Book one to two weeks ahead.\n\n## On the day\nWear comfortable clothes and trainers.',
  body_nl: 'Boek één tot twee weken van tevoren.\n\n## Op de dag\nDraag makkelijke kleding en sportschoenen.',
  category_en: 'Tandem jumps',
  category_nl: 'Tandemsprongen',
  tags_en: ['tandem', 'first jump'],
  tags_nl: ['tandem', 'eerste sprong'],
  read_time_minutes: 4,
  published_at: '2026-05-02 09:00:00.000Z',
  updated: '2026-05-03 09:00:00.000Z',
  image: '',
  image_alt_en: '',
  image_alt_nl: '',
  image_url: '',
  featured: false,
}
