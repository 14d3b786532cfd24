// Interface strings of one area; app/i18n/en.ts puts the areas together.

/**
 * Reading with no signal (issue 17). The offline page is drawn by the service worker
 * (service-worker/offline-page.ts), which imports this file on its own: these strings are
 * plain data, with no function, so the worker can carry them without the rest of the catalogue.
 */
export const offline = {
  title: 'You are offline',
  heading: 'No connection right now',
  body: 'This page has not been saved on this phone yet. When your signal comes back, try again. Meanwhile, you can read the pages below: they are saved on this phone.',
  savedHeading: 'Saved on this phone',
  nothingSaved:
    'Nothing is saved yet. Pages you open while you have a connection are kept here, so you can read them again without one.',
  tryAgain: 'Try again',
  /** The notice a reader sees when a new version of the hub has been installed in the background. */
  updateReady: 'A new version is ready.',
  reload: 'Reload',
}
