// Each partner gets its own colours for the drawn cover and logo that stand in for its
// pictures (which are external and may not load on a weak or blocked connection). Derived
// from the id, so a company keeps its colours on the list and on its profile.
export interface CompanyTone {
  cover: string
  logo: string
}

const tones: [CompanyTone, ...CompanyTone[]] = [
  { cover: 'from-brand-950 via-brand-800 to-brand-600', logo: 'bg-brand-700 text-white' },
  { cover: 'from-sky-950 via-sky-800 to-teal-600', logo: 'bg-sky-800 text-white' },
  { cover: 'from-amber-950 via-amber-800 to-amber-600', logo: 'bg-amber-800 text-white' },
]

export function companyTone(id: string): CompanyTone {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return tones[hash % tones.length] ?? tones[0]
}
