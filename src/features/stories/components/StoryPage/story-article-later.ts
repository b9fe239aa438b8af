import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/** The story below its heading, fetched after start-up with the whole catalog (it is below the fold on a phone). */
export const StoryArticleLater = deferredComponent(() => import('../StoryArticle/StoryArticle').then((module) => module.StoryArticle))
