/**
 * A story's body is plain text that staff type: paragraphs separated by an empty line, and a
 * heading on a line of its own that starts with "## " (or "# "). It is shown as paragraphs and
 * headings only; nothing in it is ever read as HTML.
 */
export type StoryBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string }

const headingMark = /^#{1,3}\s+/

/** The blocks of a body text, in order. Lines inside a paragraph are joined with a space. */
export function storyBlocks(text: string): StoryBlock[] {
  const blocks: StoryBlock[] = []
  let lines: string[] = []
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join(' ') })
    lines = []
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (line === '') {
      endParagraph()
    } else if (headingMark.test(line)) {
      endParagraph()
      const heading = line.replace(headingMark, '').trim()
      if (heading) blocks.push({ kind: 'heading', text: heading })
    } else {
      lines.push(line)
    }
  }
  endParagraph()
  return blocks
}

/** The body as one plain text, headings and paragraphs on lines of their own (structured data). */
export function storyPlainText(text: string): string {
  return storyBlocks(text)
    .map((block) => block.text)
    .join('\n\n')
}

/** Words of a text: runs of letters or digits (any script). */
export function wordCount(text: string): number {
  return text.split(/[\s\u00a0]+/).filter((word) => /[0-9A-Za-z\u00c0-\u024f]/.test(word)).length
}
