// How long a question has waited, and whether it is late: the FAQ promises farmers a reply
// within 24-48 hours, so an unanswered question older than 48 hours is late.
import type { ExpertMessages } from '~/i18n/expert'
import type { ConsultationStatus } from '~/content/consultation-statuses'

export const LATE_AFTER_HOURS = 48

export function ageInMinutes(createdAt: string, now: Date) {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000))
}

export function isLate(status: ConsultationStatus, ageMinutes: number) {
  return status !== 'answered' && ageMinutes > LATE_AFTER_HOURS * 60
}

/** "45 min", "5 h", "3 d 2 h": minutes under an hour, hours under two days, then days and hours. */
export function formatAge(minutes: number, t: ExpertMessages['age']) {
  if (minutes < 60) return t.minutes(minutes)
  const hours = Math.floor(minutes / 60)
  if (hours < LATE_AFTER_HOURS) return t.hours(hours)
  return t.days(Math.floor(hours / 24), hours % 24)
}
