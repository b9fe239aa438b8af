/**
 * product §4: retry reloads the page when the error is a read of null/undefined
 * or a failed state hook, since re-rendering the same tree would fail again.
 */
export function shouldReloadOnRetry(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /cannot read propert(y|ies)\b.*\bof (null|undefined)|null is not an object|undefined is not an object|invalid hook call|rendered (more|fewer) hooks/i.test(
    message,
  )
}
