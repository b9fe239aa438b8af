export function resolveStartEnv(fileTexts: string[], shell: Record<string, string | undefined>): Record<string, string>
export function startEnv(shell?: Record<string, string | undefined>): Record<string, string>
