// Kiswahili strings of the data saver (en/data-saver.ts).
import type { dataSaver as enDataSaver } from '../en/data-saver'

export const dataSaver: typeof enDataSaver = {
  title: 'Kiokoa data',
  on: 'Kimewashwa: picha za chini hupakia ukizigusa, na video hazichezi zenyewe.',
  off: 'Kimezimwa: kila picha hupakia pamoja na ukurasa.',
  turnOn: 'Washa kiokoa data',
  turnOff: 'Zima kiokoa data',
  showPhoto: (size: string) => `Onyesha picha (${size})`,
  saved: (size: string) => `Takriban ${size} zimeokolewa kwenye ukurasa huu`,
}
