// Messages between the pages and the service worker (service-worker/service-worker.ts).

/** A page asks the worker to keep the files it loaded before the worker was in charge: `{ type, urls }`. */
export const STORE_LOADED_MESSAGE = 'store-loaded'
