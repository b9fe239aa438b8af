import { createFileRoute } from '@tanstack/react-router'
import { storyRoute } from '../-lib/story-route'
import { StoryView } from '../-lib/story-view'

export const Route = createFileRoute('/{-$lang}/verhalen_/$slug')({ ...storyRoute('nl'), component: () => <StoryView locale="nl" /> })
