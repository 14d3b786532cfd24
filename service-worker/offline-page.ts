// The page shown when a page that was never opened is asked for with no connection. Drawn by
// the worker itself from the stored pages, so it needs no network and no script: plain HTML,
// the app's own (precached) stylesheet, in the reader's language.
import { offlinePage as en } from '../app/i18n/en/offline'
import { offlinePage as sw } from '../app/i18n/sw/offline'

export interface SavedPage {
  title: string
  path: string
}

export const offlineTexts = { en, sw }

/** The reader's language from the path they asked for: "/sw" and "/sw/…" are Kiswahili. */
export function languageOfPath(pathname: string): 'en' | 'sw' {
  return pathname === '/sw' || pathname.startsWith('/sw/') ? 'sw' : 'en'
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

interface OfflinePageOptions {
  /** The path the reader asked for: its language, and the "Try again" link. */
  path: string
  /** The app's stylesheet, from the precache. */
  stylesheet: string | undefined
  saved: SavedPage[]
}

export function renderOfflinePage({ path, stylesheet, saved }: OfflinePageOptions): string {
  const lang = languageOfPath(path)
  const t = offlineTexts[lang]
  const list =
    saved.length === 0
      ? `<p class="mt-4 text-stone-600">${escapeHtml(t.nothingSaved)}</p>`
      : `<ul class="mt-4 space-y-2">${saved
          .map(
            (page) =>
              `<li><a class="font-semibold text-brand-800 underline" href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`,
          )
          .join('')}</ul>`
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#14532d">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} | Tujue Ukulima</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ''}
</head>
<body>
<main class="mx-auto max-w-xl px-4 py-16">
<p class="text-sm font-semibold tracking-wide text-brand-700">TUJUE UKULIMA</p>
<h1 class="mt-2 text-3xl font-bold text-stone-900">${escapeHtml(t.heading)}</h1>
<p class="mt-4 text-lg text-stone-600">${escapeHtml(t.body)}</p>
<p class="mt-6"><a class="font-semibold text-brand-800 underline" href="${escapeHtml(path)}">${escapeHtml(t.tryAgain)}</a></p>
<h2 class="mt-10 text-xl font-bold text-stone-900">${escapeHtml(t.savedHeading)}</h2>
${list}
</main>
</body>
</html>`
}

/** The saved pages to list: the reader's language first, each page once, in the order they were saved. */
export function savedPagesFor(path: string, pages: SavedPage[]): SavedPage[] {
  const lang = languageOfPath(path)
  const unique = [...new Map(pages.map((page) => [page.path, page])).values()]
  return [
    ...unique.filter((page) => languageOfPath(page.path) === lang),
    ...unique.filter((page) => languageOfPath(page.path) !== lang),
  ]
}
