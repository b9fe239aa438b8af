import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/chat/transcript-sent')({
  ...pageRoute('/chat/transcript-sent'),
  component: () => <ContentPage pageKey="chat-transcript-sent" />,
})
