import 'react-router'

declare module 'react-router' {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response; absent while pre-rendering. */
    nonce?: string
    /** The client's address as Express sees it (trusting local proxies); for per-client limits. */
    clientAddress?: string
  }
}
