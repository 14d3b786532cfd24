import { useRouteLoaderData } from 'react-router'
import { defaultProvider } from '~/content/provider'
import type { Provider } from '~/content/schema'

/** What the root loader gives every page: the provider identity and public settings. */
export interface RootData {
  provider: Provider
  siteUrl: string
  year: number
  /** CONSULTATION_RETENTION_DAYS: the consultation form's privacy note says it. */
  consultationRetentionDays: number
  /** Data saver: the reader chose it, or their browser sends `Save-Data: on`. */
  dataSaver: boolean
}

const fallback: RootData = {
  provider: defaultProvider,
  siteUrl: '',
  year: new Date().getFullYear(),
  consultationRetentionDays: 365,
  dataSaver: false,
}

function isRootData(value: unknown): value is RootData {
  return typeof value === 'object' && value !== null && 'provider' in value && 'siteUrl' in value
}

/** The root loader's data; the catalogue defaults where it is missing (an error before it loaded). */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root')
  return isRootData(data) ? data : fallback
}

/** The root loader's data as a route's `meta` sees it. */
export function getRootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const data = matches.find((match) => match?.id === 'root')?.data
  return isRootData(data) ? data : fallback
}
