/** A mailto: link that answers an enquiry: the customer's address, a subject and their message quoted. */
export function replyMailto(to: string, subject: string, greeting: string, message: string, quoteIntro: string): string {
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `${greeting}\n\n\n\n${quoteIntro}\n${quoted}\n`
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
