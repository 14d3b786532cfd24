// Interface strings of "Save for offline". Not in the catalogue every page
// loads (en.ts): only the code that saves a guide, itself loaded on demand, needs them.
/** "Save for offline" on a guide and the "Saved on this phone" list. */
export const saveOffline = {
  save: 'Save for offline',
  measuring: 'Checking how much space it needs…',
  willTake: (size: string) => `Saving takes about ${size} on this phone.`,
  photosUnknown: (count: number) =>
    `${count === 1 ? 'Its photo is' : `Its ${count} photos are`} not counted: their size is not known until saved.`,
  confirm: 'Save',
  cancel: 'Cancel',
  saving: (done: number, total: number) => `Saving… ${done} of ${total}`,
  saved: (size: string) => `Saved on this phone (${size})`,
  photosNotSaved: 'Photos not saved: they could not be loaded. The text is saved.',
  remove: 'Remove',
  removeGuide: (title: string) => `Remove ${title} from this phone`,
  removed: 'Removed from this phone',
  failed: 'Could not save this guide. Check your connection and try again.',
  unsupported: 'This browser cannot save pages for offline reading.',
  listHeading: 'Saved on this phone',
  listIntro: 'Guides you saved to read with no signal.',
  listEmpty: 'No guides saved on this phone yet. Use “Save for offline” on a guide to read it with no signal.',
  listLoading: 'Looking for guides saved on this phone…',
}
