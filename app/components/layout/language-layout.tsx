import { Outlet } from 'react-router'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { LanguageContext, type Language } from '~/i18n/messages'
import { DataSaverContext } from '~/lib/data-saver/context'
import { useRootData } from '~/lib/root-data'
import { SiteFrame } from './site-frame'

/** The frame of every page in one language: its strings for every component, top bar and footer. */
export function LanguageLayout({ language }: { language: Language }) {
  const { dataSaver } = useRootData()
  return (
    <LanguageContext.Provider value={language}>
      <DataSaverContext.Provider value={dataSaver}>
        <SiteFrame>
          <Outlet />
        </SiteFrame>
      </DataSaverContext.Provider>
    </LanguageContext.Provider>
  )
}

/** A page's error, in the page's language and inside the frame. */
export function LanguageErrorBoundary({ language }: { language: Language }) {
  return (
    <LanguageContext.Provider value={language}>
      <RouteErrorBoundary withFrame />
    </LanguageContext.Provider>
  )
}
