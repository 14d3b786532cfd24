// Numbers in Kiswahili text. sw-KE writes them as English does (1,234), but through `Intl`, so
// that a change of convention follows the platform.
//
// The formatter is made on first use, and whole numbers under 1,000 (every count and position
// the pages show) never need it: the first `Intl` object a page makes costs 15–35 ms of main
// thread (the browser loads its locale data), four times that in Lighthouse's slow phone. Made
// when a strings module was imported, it was the largest task of `/` and of every page with a
// count, English pages included, which never show a Kiswahili number.
import { LANGUAGE_TAGS } from './locale'

let format: Intl.NumberFormat | undefined

export function swNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value)
  format ??= new Intl.NumberFormat(LANGUAGE_TAGS.sw.intl)
  return format.format(value)
}
