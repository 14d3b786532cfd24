import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { LANGUAGE_TAGS } from '~/i18n/locale'
import { dataSaverMessages } from '~/i18n/data-saver'
import { useCatalogue, useLanguage } from '~/i18n/messages'
import { useDataSaver } from '~/lib/data-saver/context'

// Only lean pages show it: the others do not download it.
const SavedLine = lazy(() => import('./saved-line').then((module) => ({ default: module.SavedLine })))

/**
 * The footer's "Data saver" switch and, when it is on, what it saved on this page.
 * A plain form (POST /data-saver): it works on the pages that run no script, and the press
 * keeper does not hold an <input type="submit"> (it waits only for buttons that need script).
 */
export function DataSaverSwitch() {
  const { locale } = useLanguage()
  const t = useCatalogue(dataSaverMessages)
  const isOn = useDataSaver()
  const { pathname, search } = useLocation()
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 text-sm sm:px-6">
      <div className="flex flex-col gap-3 rounded-xl bg-white/5 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-bold text-white">{t.title}</h2>
          <p>{isOn ? t.on : t.off}</p>
          {isOn && (
            <Suspense fallback={null}>
              <SavedLine pathname={pathname + search} intlLocale={LANGUAGE_TAGS[locale].intl} text={t.saved} />
            </Suspense>
          )}
        </div>
        <form method="post" action="/data-saver">
          <input type="hidden" name="dataSaver" value={isOn ? 'off' : 'on'} />
          <input type="hidden" name="back" value={pathname + search} />
          <input
            type="submit"
            value={isOn ? t.turnOff : t.turnOn}
            className="min-h-11 cursor-pointer rounded-full bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
          />
        </form>
      </div>
    </div>
  )
}
