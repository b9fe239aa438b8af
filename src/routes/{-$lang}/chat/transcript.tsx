import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { TranscriptRequestForm } from '~/features/chat/components/TranscriptRequestForm/TranscriptRequestForm'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/chat/transcript')({
  ...pageRoute('/chat/transcript'),
  component: () => <ContentPage pageKey="chat-transcript" actions={<TranscriptRequestForm />} />,
})
