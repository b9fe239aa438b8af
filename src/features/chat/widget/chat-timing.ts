/** The chat widget's timings (product spec: business constants). */
export const inactivityWarningMs = 720_000
export const autoCloseCountdownMs = 180_000
export const resetAfterCloseMs = 3_000
