// Interface strings of one area; app/i18n/en.ts puts the areas together.

/**
 * Reading with no signal. The offline page is drawn by the service worker
 * (service-worker/offline-page.ts), which imports these strings on their own: plain data, with
 * no function, and not in the catalogue every page loads.
 */
export const offlinePage = {
  title: 'You are offline',
  heading: 'No connection right now',
  body: 'This page has not been saved on this phone yet. When your signal comes back, try again. Meanwhile, you can read the pages below: they are saved on this phone.',
  savedHeading: 'Saved on this phone',
  nothingSaved:
    'Nothing is saved yet. Pages you open while you have a connection are kept here, so you can read them again without one.',
  tryAgain: 'Try again',
}

/** The notice a reader sees when a new version of the hub has been installed in the background. */
export const offline = {
  updateReady: 'A new version is ready.',
  reload: 'Reload',
}
