import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useLanguage } from '~/i18n/messages'
import { saveOfflineMessages } from '~/i18n/save-offline'
import { formatBytes, type SavedGuideInfo } from '~/lib/offline/saved-guides'

// The Cache API code loads after the page is live, so the Articles page's first load does not grow.
const loadSaver = () => import('~/lib/offline/save-guide')

/** "Saved on this phone": the guides saved for offline reading, their size, and Remove. */
export function SavedOfflineGuides() {
  const { locale } = useLanguage()
  const t = saveOfflineMessages[locale]
  const [saved, setSaved] = useState<SavedGuideInfo[] | null>(null)

  useEffect(() => {
    let isCurrent = true
    void loadSaver()
      .then((saver) => saver.listSaved())
      .catch(() => [])
      .then((list) => isCurrent && setSaved(list))
    return () => {
      isCurrent = false
    }
  }, [])

  async function remove(path: string) {
    const saver = await loadSaver()
    await saver.remove(path)
    setSaved(await saver.listSaved())
  }

  return (
    <section aria-labelledby="saved-offline-heading" className="mt-12">
      <h2 id="saved-offline-heading" className="text-2xl font-bold text-stone-900">
        {t.listHeading}
      </h2>
      {saved === null ? (
        <p className="mt-2 text-stone-600">{t.listLoading}</p>
      ) : saved.length === 0 ? (
        <p className="mt-2 text-stone-600">{t.listEmpty}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t.listIntro}</p>
          <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {saved.map((guide) => (
              <li key={guide.path} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  {/* A whole-page load: offline, the service worker answers it from the saved copy. */}
                  <a href={guide.path} className="font-semibold text-brand-800 underline">
                    {guide.title}
                  </a>
                  <p className="text-sm text-stone-600">
                    {formatBytes(guide.bytes, locale)}
                    {guide.photosMissing > 0 && ` · ${t.photosNotSaved}`}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => remove(guide.path)}
                  aria-label={t.removeGuide(guide.title)}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
