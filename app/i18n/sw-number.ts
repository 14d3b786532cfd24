// Numbers in Kiswahili text. sw-KE writes them as English does (1,234), but through `Intl`, so
// that a change of convention follows the platform.
// The formatter is made on first use, and whole numbers under 1,000 (every count the pages show)
// never need it: a page's first `Intl` object is a long task on a slow phone
// (docs/decisions/0031-no-intl-while-loading.md).
import { LANGUAGE_TAGS } from './locale'

let format: Intl.NumberFormat | undefined

export function swNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value)
  format ??= new Intl.NumberFormat(LANGUAGE_TAGS.sw.intl)
  return format.format(value)
}
