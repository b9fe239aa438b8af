import { createFileRoute } from '@tanstack/react-router'
import { storyRoute } from '../-lib/story-route'
import { StoryView } from '../-lib/story-view'

export const Route = createFileRoute('/{-$lang}/stories_/$slug')({ ...storyRoute('en'), component: () => <StoryView locale="en" /> })
