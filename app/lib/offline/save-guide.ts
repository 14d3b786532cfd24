// Saving a guide on the phone with the Cache API, from the page itself (no worker message is
// needed: the worker only reads this cache). Loaded on first use, so no page's first-load
// script grows. The pure rules are in saved-guides.ts.
import {
  filesOfGuide,
  infoUrlOf,
  knownBytes,
  SAVED_GUIDES_CACHE,
  SAVED_INFO_PREFIX,
  urlsToDelete,
  type GuideToSave,
  type SavedGuideInfo,
} from './saved-guides'

export function canSave(): boolean {
  return typeof caches !== 'undefined'
}

interface Fetched {
  url: string
  body: ArrayBuffer
  headers: Headers
}

/** What saving will take, measured before anything is stored. */
export interface SavePlan {
  guide: GuideToSave
  /** The page and its route data, fetched once: their size is exact. */
  text: Fetched[]
  photos: string[]
  /** The photos' sizes the hosts told (HEAD, Content-Length); null for each that did not. */
  photoSizes: Array<number | null>
  /** Bytes known before saving: the text exactly, plus the photos whose size was told. */
  bytes: number
  photosUnknown: number
}

/** The body is stored decoded: headers that described the wire form would now lie about it. */
function storedHeaders(headers: Headers): Headers {
  const kept = new Headers(headers)
  for (const name of ['Content-Encoding', 'Content-Length', 'Set-Cookie']) kept.delete(name)
  return kept
}

async function fetchBytes(url: string): Promise<Fetched> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return { url, body: await response.arrayBuffer(), headers: storedHeaders(response.headers) }
}

async function toldSize(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD' })
    const length = Number(response.headers.get('Content-Length'))
    return response.ok && length > 0 ? length : null
  } catch {
    return null
  }
}

export async function planSave(guide: GuideToSave): Promise<SavePlan> {
  const { text, photos } = filesOfGuide(guide)
  const [fetched, photoSizes] = await Promise.all([
    Promise.all(text.map(fetchBytes)),
    Promise.all(photos.map(toldSize)),
  ])
  const textBytes = fetched.reduce((sum, file) => sum + file.body.byteLength, 0)
  return {
    guide,
    text: fetched,
    photos,
    photoSizes,
    bytes: textBytes + (knownBytes(photoSizes) ?? 0),
    photosUnknown: photoSizes.filter((size) => size === null).length,
  }
}

/** Stores the plan's files, reporting each one done; a photo that cannot load does not fail the save. */
export async function save(
  plan: SavePlan,
  locale: 'en' | 'sw',
  onProgress: (done: number, total: number) => void,
): Promise<SavedGuideInfo> {
  const cache = await caches.open(SAVED_GUIDES_CACHE)
  const total = plan.text.length + plan.photos.length
  let done = 0
  let bytes = 0
  const urls: string[] = []
  onProgress(done, total)
  for (const file of plan.text) {
    await cache.put(file.url, new Response(file.body, { headers: file.headers }))
    bytes += file.body.byteLength
    urls.push(file.url)
    onProgress(++done, total)
  }
  let photosMissing = 0
  for (const photo of plan.photos) {
    try {
      const response = await fetch(photo)
      if (!response.ok) throw new Error(String(response.status))
      const body = await response.arrayBuffer()
      await cache.put(photo, new Response(body, { headers: storedHeaders(response.headers) }))
      bytes += body.byteLength
      urls.push(photo)
    } catch {
      // Blocked, out of reach or refused: the guide is still saved, without this photo.
      photosMissing += 1
    }
    onProgress(++done, total)
  }
  const info: SavedGuideInfo = {
    path: plan.guide.path,
    title: plan.guide.title,
    bytes,
    savedOn: new Date().toISOString(),
    locale,
    urls,
    photosMissing,
  }
  await cache.put(infoUrlOf(info.path), Response.json(info))
  return info
}

/** Every guide saved on this phone, the latest first. */
export async function listSaved(): Promise<SavedGuideInfo[]> {
  if (!canSave()) return []
  const cache = await caches.open(SAVED_GUIDES_CACHE)
  const infos: SavedGuideInfo[] = []
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith(SAVED_INFO_PREFIX)) continue
    const response = await cache.match(request)
    if (response) infos.push((await response.json()) as SavedGuideInfo)
  }
  return infos.sort((a, b) => b.savedOn.localeCompare(a.savedOn))
}

export async function savedInfo(path: string): Promise<SavedGuideInfo | null> {
  if (!canSave()) return null
  const response = await (await caches.open(SAVED_GUIDES_CACHE)).match(infoUrlOf(path))
  return response ? ((await response.json()) as SavedGuideInfo) : null
}

export async function remove(path: string): Promise<void> {
  const all = await listSaved()
  const removed = all.find((info) => info.path === path)
  if (!removed) return
  const cache = await caches.open(SAVED_GUIDES_CACHE)
  const others = all.filter((info) => info !== removed)
  await Promise.all(urlsToDelete(removed, others).map((url) => cache.delete(url)))
}
