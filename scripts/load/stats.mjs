// The figures a load run boils its measurements down to, in one place for every scenario.

/** The median of the finite values, NaN when there are none (a run that finished no request has no CPU per request). @param {number[]} values */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The value below which `share` (0–1) of the values lie, by nearest rank; NaN when there are none. @param {number[]} values @param {number} share */
export function percentile(values, share) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN
}
