// "23 November 2026": how a guide's review date reads (issue 15), the same on the server and
// in every browser. UTC, so a date never shifts by a day with the reader's time zone.
const reviewDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

/** A guide's review date (YYYY-MM-DD) as words. */
export function formatReviewDate(isoDate: string) {
  return reviewDateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}
