import { weekDays, type SettingsValues } from './settings-rules'

export type Day = (typeof weekDays)[number]
export type WeekHours = Record<Day, { open: boolean; opens: string; closes: string }>

/** The stored lines ({days, opens, closes}) as one row per weekday, as the form edits them. */
export function weekFromLines(lines: SettingsValues['opening_hours']): WeekHours {
  const week = Object.fromEntries(weekDays.map((day) => [day, { open: false, opens: '09:00', closes: '18:00' }])) as WeekHours
  for (const line of lines) {
    for (const day of line.days) if (day in week) week[day as Day] = { open: true, opens: line.opens, closes: line.closes }
  }
  return week
}

/** Back to lines: days in a row with the same hours share one line ("Monday to Friday 9:00-18:00"). */
export function linesFromWeek(week: WeekHours): SettingsValues['opening_hours'] {
  const lines: SettingsValues['opening_hours'] = []
  let previous: Day | null = null
  for (const day of weekDays) {
    const hours = week[day]
    const last = lines.at(-1)
    if (!hours.open) {
      previous = null
      continue
    }
    if (last && previous && last.opens === hours.opens && last.closes === hours.closes) last.days.push(day)
    else lines.push({ days: [day], opens: hours.opens, closes: hours.closes })
    previous = day
  }
  return lines
}
