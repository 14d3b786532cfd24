// The videos page and the video pages.
// Both languages, picked with useCatalogue (messages.ts).

import { videos as enVideos, video as enVideo } from './en/videos'
import type { Catalogue } from './messages'
import { videos as swVideos, video as swVideo } from './sw/videos'

export const videosMessages = { en: enVideos, sw: swVideos } satisfies Catalogue<typeof enVideos>
export const videoMessages = { en: enVideo, sw: swVideo } satisfies Catalogue<typeof enVideo>
