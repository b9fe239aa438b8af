/**
 * The GA4 measurement id the build was given (`VITE_GA_MEASUREMENT_ID`), or undefined: then no
 * analytics is ever loaded, and the privacy policy says so. (`env?.`: the hooks' bundle, which
 * quotes the policy to the chat, has no `import.meta.env`.)
 */
export const configuredMeasurementId: string | undefined =
  (import.meta.env?.VITE_GA_MEASUREMENT_ID as string | undefined)?.trim() || undefined
