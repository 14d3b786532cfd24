// Whether the reader has chosen a language, so the hub stops suggesting one (issue 14). Kept
// in the browser only: the URL alone decides a page's language.
const STORAGE_KEY = 'tujue-ukulima:language-chosen'

export function rememberLanguageChoice() {
  try {
    localStorage.setItem(STORAGE_KEY, '1')
  } catch {
    // Storage refused (private mode, full): the suggestion may show again, nothing else breaks.
  }
}

export function hasChosenLanguage() {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1'
  } catch {
    return false
  }
}
