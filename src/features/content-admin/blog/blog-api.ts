import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'
import { storyRecordSchema } from '~/lib/stories/story-record'

/** A `blog_posts` record as staff see it: drafts too. */
const adminStorySchema = v.object({
  ...storyRecordSchema.entries,
  published: v.optional(v.boolean(), false),
  created: v.optional(v.string(), ''),
})

export type AdminStory = v.InferOutput<typeof adminStorySchema>

/** Every call the stories screen makes, so stories and tests can stand in for the server. */
export interface BlogApi {
  /** Every story, newest first. */
  list(): Promise<AdminStory[]>
  create(data: FormData): Promise<AdminStory>
  update(id: string, data: FormData): Promise<AdminStory>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(adminStorySchema, record)

/** The calls against PocketBase, as the signed-in staff member (the server checks their rights). */
export const pocketbaseBlog: BlogApi = {
  async list() {
    const client = await pocketbase()
    return (await client.collection('blog_posts').getFullList({ sort: '-created' })).map(parse)
  },
  async create(data) {
    const client = await pocketbase()
    return parse(await client.collection('blog_posts').create(data))
  },
  async update(id, data) {
    const client = await pocketbase()
    return parse(await client.collection('blog_posts').update(id, data))
  },
  async remove(id) {
    const client = await pocketbase()
    await client.collection('blog_posts').delete(id)
  },
}
