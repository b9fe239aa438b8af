import { pocketbase } from '~/lib/pocketbase'
import { uploadRules, type UploadRule } from '~/lib/media/upload-rules'
import { pocketbaseBlog } from '../blog/blog-api'
import { pocketbasePartners, logoThumbPath } from '../partners/partner-api'

/** Which record an image belongs to: a story's image or a partner's logo. */
export type LibraryImageKind = 'story' | 'partner'

/** One image of the library, with what uses it. */
export interface LibraryImage {
  kind: LibraryImageKind
  recordId: string
  /** The story's title or the partner's name, in English when there is one. */
  usedBy: string
  /** Whether visitors see it now: a published story or partner. */
  shownOnSite: boolean
  file: string
  thumbUrl: string
  alt_en: string
  alt_nl: string
}

export type Alts = Pick<LibraryImage, 'alt_en' | 'alt_nl'>

/** Every call the library makes, so stories and tests can stand in for the server. */
export interface MediaLibraryApi {
  /** The story images and partner logos, stories first. */
  list(): Promise<LibraryImage[]>
  saveAlts(image: LibraryImage, alts: Alts): Promise<void>
  replace(image: LibraryImage, file: File, alts: Alts): Promise<void>
  /** Takes the file off its record; the record itself stays. */
  remove(image: LibraryImage): Promise<void>
}

export const libraryRules: Record<LibraryImageKind, UploadRule> = { story: uploadRules.storyImage, partner: uploadRules.partnerLogo }

const target = (kind: LibraryImageKind) =>
  kind === 'story' ? { collection: 'blog_posts', file: 'image', alt: 'image_alt' } : { collection: 'partners', file: 'logo', alt: 'logo_alt' }

async function update(image: LibraryImage, data: FormData) {
  await (await pocketbase()).collection(target(image.kind).collection).update(image.recordId, data)
}

function altData(image: LibraryImage, alts: Alts): FormData {
  const data = new FormData()
  data.append(`${target(image.kind).alt}_en`, alts.alt_en.trim())
  data.append(`${target(image.kind).alt}_nl`, alts.alt_nl.trim())
  return data
}

/** The calls against PocketBase as the signed-in staff member (the server checks rights, types, sizes and descriptions). */
export const pocketbaseMediaLibrary: MediaLibraryApi = {
  async list() {
    const [stories, partners] = await Promise.all([pocketbaseBlog.list(), pocketbasePartners.list()])
    const storyImages = stories
      .filter((story) => story.image)
      .map((story): LibraryImage => ({
        kind: 'story',
        recordId: story.id,
        usedBy: story.title_en || story.title_nl,
        shownOnSite: story.published,
        file: story.image,
        thumbUrl: `/api/files/${story.collectionId}/${story.id}/${encodeURIComponent(story.image)}?thumb=400x300`,
        alt_en: story.image_alt_en,
        alt_nl: story.image_alt_nl,
      }))
    const logos = partners
      .filter((partner) => partner.logo)
      .map((partner): LibraryImage => ({
        kind: 'partner',
        recordId: partner.id,
        usedBy: partner.name,
        shownOnSite: partner.published,
        file: partner.logo,
        thumbUrl: logoThumbPath(partner),
        alt_en: partner.logo_alt_en,
        alt_nl: partner.logo_alt_nl,
      }))
    return [...storyImages, ...logos]
  },
  async saveAlts(image, alts) {
    await update(image, altData(image, alts))
  },
  async replace(image, file, alts) {
    const data = altData(image, alts)
    data.append(target(image.kind).file, file)
    await update(image, data)
  },
  async remove(image) {
    const data = new FormData()
    data.append(`${target(image.kind).file}-`, image.file)
    await update(image, data)
  },
}
