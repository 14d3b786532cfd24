import { createContext, useContext } from 'react'

/**
 * Whether this page is the lean one ("Data saver"): given by the language layout
 * from the root loader, read by the images and videos that it leaves out.
 */
export const DataSaverContext = createContext(false)

export function useDataSaver(): boolean {
  return useContext(DataSaverContext)
}
