import { Stack, Text, Title } from '@mantine/core'
import { storyBlocks } from '~/lib/stories/story-body'

export interface StoryTextProps {
  /** The text as staff typed it: paragraphs split by an empty line, headings starting with "## ". */
  text: string
  /** The heading level of the text's headings (the page's own heading is above them). @default 2 */
  headingOrder?: 2 | 3
}

/** A story's text as paragraphs and headings; it is plain text, never HTML. */
export function StoryText({ text, headingOrder = 2 }: StoryTextProps) {
  return (
    <Stack gap="md">
      {storyBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <Title key={index} order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'} mt="sm">
            {block.text}
          </Title>
        ) : (
          <Text key={index} size="lg" lh={1.7}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  )
}
