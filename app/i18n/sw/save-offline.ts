// Kiswahili strings of "Save for offline"; see ../en/save-offline.ts.
import type { saveOffline as enSaveOffline } from '../en/save-offline'

export const saveOffline: typeof enSaveOffline = {
  save: 'Hifadhi usome bila mtandao',
  measuring: 'Tunaangalia nafasi itakayohitajika…',
  willTake: (size: string) => `Kuhifadhi kutachukua takriban ${size} kwenye simu hii.`,
  photosUnknown: (count: number) =>
    `${count === 1 ? 'Picha yake haijahesabiwa' : `Picha zake ${count} hazijahesabiwa`}: ukubwa wake hujulikana baada ya kuhifadhi.`,
  confirm: 'Hifadhi',
  cancel: 'Ghairi',
  saving: (done: number, total: number) => `Inahifadhi… ${done} kati ya ${total}`,
  saved: (size: string) => `Imehifadhiwa kwenye simu hii (${size})`,
  photosNotSaved: 'Picha hazijahifadhiwa: hazikuweza kupakuliwa. Maandishi yamehifadhiwa.',
  remove: 'Ondoa',
  removeGuide: (title: string) => `Ondoa ${title} kwenye simu hii`,
  removed: 'Imeondolewa kwenye simu hii',
  failed: 'Imeshindikana kuhifadhi mwongozo huu. Angalia mtandao wako kisha ujaribu tena.',
  unsupported: 'Kivinjari hiki hakiwezi kuhifadhi kurasa za kusoma bila mtandao.',
  listHeading: 'Vilivyohifadhiwa kwenye simu hii',
  listIntro: 'Miongozo uliyohifadhi ili uisome bila mtandao.',
  listEmpty:
    'Bado hujahifadhi mwongozo wowote kwenye simu hii. Bonyeza “Hifadhi usome bila mtandao” kwenye mwongozo ili uusome bila mtandao.',
  listLoading: 'Tunatafuta miongozo iliyohifadhiwa kwenye simu hii…',
}
