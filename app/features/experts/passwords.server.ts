// Experts' passwords, hashed with scrypt from node:crypto: memory-hard, so a stolen table is
// costly to guess at, and no native add-on to install. Each hash carries its own parameters
// and salt (`scrypt$N$r$p$salt$hash`), so raising the cost later leaves old hashes readable.
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** 32 MiB and about a tenth of a second per hash on our servers; sign-in is rare and limited. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }

const KEY_LENGTH = 32
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost) {
  // Node refuses a cost above maxmem (32 MiB by default): allow the cost asked for, with room.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST) {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

const HASH_PATTERN = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

/** Whether `password` is the one behind `stored`; false for a malformed hash, never an error. */
export async function verifyPassword(password: string, stored: string) {
  const match = HASH_PATTERN.exec(stored)
  if (!match) return false
  const [, N, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string]
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Letters and digits an operator can read out without confusion (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const PASSWORD_GROUPS = 4
const GROUP_LENGTH = 5

/** A one-time password such as `k7Pqz-Wm3xa-…`: 20 letters from 57, about 116 bits. */
export function generatePassword() {
  const groups = Array.from({ length: PASSWORD_GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(''),
  )
  return groups.join('-')
}
