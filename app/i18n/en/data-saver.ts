// Data saver: the footer's switch and the lean pages' "Show photo", both in lazy
// chunks, so not in the core catalogue every page loads.

export const dataSaver = {
  title: 'Data saver',
  on: 'On: photos further down load when you tap them, and videos do not play by themselves.',
  off: 'Off: every photo loads with the page.',
  turnOn: 'Turn on data saver',
  turnOff: 'Turn off data saver',
  showPhoto: (size: string) => `Show photo (${size})`,
  saved: (size: string) => `About ${size} saved on this page`,
}
