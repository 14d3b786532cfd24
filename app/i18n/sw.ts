// TEMPORARY until the Kiswahili catalogue lands: the English strings.
import { en } from './en'
import type { Messages } from './messages'

export const sw: Messages = en
