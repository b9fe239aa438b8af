/** The WHO/WMO UV index categories: low 0-2, moderate 3-5, high 6-7, very high 8-10, extreme 11+. */
export type UvCategory = 'low' | 'moderate' | 'high' | 'very-high' | 'extreme'

export function uvCategory(uvIndex: number): UvCategory {
  const index = Math.round(uvIndex)
  if (index >= 11) return 'extreme'
  if (index >= 8) return 'very-high'
  if (index >= 6) return 'high'
  if (index >= 3) return 'moderate'
  return 'low'
}
