import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the current response. Set by entry.server.tsx
 * from the server's load context; empty in the browser, where scripts are already running.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce() {
  return useContext(NonceContext)
}
