// The part of fresh 2.x the page cache uses (its own package has no types).
declare module 'fresh' {
  /** Whether a conditional request's validators match the response's: true means a 304 will do. */
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: { etag?: string; 'last-modified'?: string },
  ): boolean
}
