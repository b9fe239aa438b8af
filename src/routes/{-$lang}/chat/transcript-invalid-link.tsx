import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/chat/transcript-invalid-link')({
  ...pageRoute('/chat/transcript-invalid-link'),
  component: () => <ContentPage pageKey="chat-transcript-invalid-link" />,
})
