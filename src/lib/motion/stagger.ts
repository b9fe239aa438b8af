/** product §4 "Partner cards: revealed one per 200 ms" (§9 "partner reveal 200 ms"). */
export const partnerRevealStepMs = 200

/**
 * Reveals `count` items one at a time: the first at once, then one every
 * `stepMs`. `onReveal` receives how many are visible. Returns a cancel function.
 */
export function scheduleStagger(count: number, stepMs: number, onReveal: (visible: number) => void): () => void {
  let visible = 0
  let timer: ReturnType<typeof setInterval> | undefined
  const step = () => {
    visible += 1
    onReveal(visible)
    if (visible >= count && timer !== undefined) clearInterval(timer)
  }
  if (count <= 0) return () => undefined
  step()
  if (visible < count) timer = setInterval(step, stepMs)
  return () => {
    if (timer !== undefined) clearInterval(timer)
  }
}
