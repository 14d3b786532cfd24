/** Each slide shows for 8000 ms. */
export const AUTOPLAY_DELAY_MS = 8000

/**
 * How long before the first slide is due to move the hero fetches its engine and the next photo.
 * Until then the page's first seconds are the farmer's: the engine's start (compiling
 * embla, measuring the slides, a new layer to paint) was one of the longest tasks of `/`.
 */
export const ENGINE_LEAD_MS = 3000
