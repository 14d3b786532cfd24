/**
 * `count` different items of `pool`, drawn at random (a partial Fisher–Yates shuffle).
 * `random` returns a number in [0, 1) like Math.random, which tests replace.
 */
export function pickRandom<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const remaining = [...pool]
  const picked: T[] = []
  while (picked.length < count && remaining.length > 0) {
    const index = Math.min(Math.floor(random() * remaining.length), remaining.length - 1)
    picked.push(...remaining.splice(index, 1))
  }
  return picked
}
