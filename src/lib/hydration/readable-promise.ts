/** A promise that React's `use()` reads without suspending once it has been fulfilled. */
export type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/**
 * The same promise, marked with its value once fulfilled: React's `use()` reads a thenable whose
 * `status` is 'fulfilled' at once, so a render after the code or the paint has arrived does not
 * suspend again (which would show the fallback for a moment, or end a hydration in a new commit).
 */
export function readableOnceFulfilled<T>(promise: Promise<T>): ReadablePromise<T> {
  const readable: ReadablePromise<T> = promise.then((value) => {
    readable.status = 'fulfilled'
    readable.value = value
    return value
  })
  return readable
}
