// The channels' clock is Nairobi's (UTC+3 all year, no daylight saving): the SMS budget's day,
// and the hours in which we may start a conversation with a farmer. A reply to a farmer's own
// message goes at any hour; a message we start (an expert's answer is ready, a notice) waits
// for 8:00 and goes before 20:00, so no phone buzzes at night on our account.

const OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const DAYTIME_START_HOUR = 8
export const DAYTIME_END_HOUR = 20

/** 00:00 in Nairobi of the day `now` falls in, as a Date. */
export function startOfNairobiDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS
  return new Date(local - (local % DAY_MS) - OFFSET_MS)
}

/** The hour (0–23) in Nairobi. */
export function nairobiHour(now: Date): number {
  return new Date(now.getTime() + OFFSET_MS).getUTCHours()
}

/** Whether a message we start may go now: from 8:00 to before 20:00 in Nairobi. */
export function isNairobiDaytime(now: Date): boolean {
  const hour = nairobiHour(now)
  return hour >= DAYTIME_START_HOUR && hour < DAYTIME_END_HOUR
}

/** `now` if it is daytime in Nairobi, else the next 8:00 there. */
export function nextNairobiDaytime(now: Date): Date {
  if (isNairobiDaytime(now)) return now
  const morning = new Date(startOfNairobiDay(now).getTime() + DAYTIME_START_HOUR * 60 * 60 * 1000)
  return nairobiHour(now) < DAYTIME_START_HOUR ? morning : new Date(morning.getTime() + DAY_MS)
}
