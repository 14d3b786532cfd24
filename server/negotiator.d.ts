// The part of negotiator 1.x the page cache uses (its own package has no types; @types/negotiator
// describes 0.6, without the server's preferred order).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The encoding to send: the client's best, and among equals the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
