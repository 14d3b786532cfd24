import { createContext, useContext } from 'react'
import { useNonce } from '~/lib/nonce'
import { PRESS_KEEPER_ID } from './contract'

/**
 * The press keeper's code (press-keeper.ts, built by the inline-script plugin), given by
 * entry.server.tsx. Empty in the browser: the script already ran, and its code need not
 * travel again in the application bundle.
 */
export const PressKeeperContext = createContext('')

/** First in <head>, so a press is held from the moment the first button is drawn. */
export function PressKeeperScript() {
  const code = useContext(PressKeeperContext)
  const nonce = useNonce()
  return (
    <script
      id={PRESS_KEEPER_ID}
      nonce={nonce}
      // The browser keeps the server's script as it is; React never re-runs or replaces it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  )
}
