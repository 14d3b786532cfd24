// Looks up the Kiswahili entry of an English entity. A missing entry is a content error (the
// overlay tests in translations.test.ts name it); failing loudly here keeps a /sw page from
// quietly showing English text.

/** The overlay's entry for `key` (a stable key, or the index in the English list). */
export function swEntry<Entry>(
  entries: Readonly<Record<string, Entry>> | readonly Entry[],
  key: string | number,
): Entry {
  const entry = Array.isArray(entries)
    ? (entries as readonly Entry[])[Number(key)]
    : (entries as Record<string, Entry>)[key]
  if (entry === undefined) throw new Error(`No Kiswahili text for ${String(key)}`)
  return entry
}
