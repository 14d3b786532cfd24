// Expert accounts: made by the operator with `npm run expert` (server/expert-command.ts), never by
// sign-up. A new account, or a reset, gets a generated password that is shown once and stored
// only as its hash.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { inTransaction } from '~/lib/database/transaction.server'
import type { Database, ExpertRow } from '~/lib/database/tables'
import { DEFAULT_COST, generatePassword, hashPassword, verifyPassword, type ScryptCost } from './passwords.server'

type Db = Kysely<Database>

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

export class ExpertExistsError extends Error {
  override name = 'ExpertExistsError'
}

interface AccountOptions {
  now?: Date
  /** Tests use a cheaper cost; the hash records whichever was used. */
  cost?: ScryptCost
}

/** Makes an account and returns it with its password, which is shown once and never stored. */
export async function addExpert(db: Db, name: string, email: string, { now = new Date(), cost }: AccountOptions = {}) {
  const address = normaliseEmail(email)
  if (await findExpertByEmail(db, address)) throw new ExpertExistsError(`An expert with ${address} exists already.`)
  const password = generatePassword()
  const expert: ExpertRow = {
    id: randomUUID(),
    name: name.trim(),
    email: address,
    password_hash: await hashPassword(password, cost ?? DEFAULT_COST),
    created_at: now.toISOString(),
  }
  await db.insertInto('experts').values(expert).execute()
  return { expert, password }
}

/**
 * Gives the account a new generated password; the old one stops working, and so does every
 * session signed in with it (a reset is often for a password that got out). Undefined for an
 * unknown address.
 */
export async function resetPassword(db: Db, email: string, { cost }: AccountOptions = {}) {
  const expert = await findExpertByEmail(db, email)
  if (!expert) return undefined
  const password = generatePassword()
  const passwordHash = await hashPassword(password, cost ?? DEFAULT_COST)
  await inTransaction(db, async (trx) => {
    await trx.updateTable('experts').set({ password_hash: passwordHash }).where('id', '=', expert.id).execute()
    await trx.deleteFrom('expert_sessions').where('expert_id', '=', expert.id).execute()
  })
  return password
}

export function findExpertByEmail(db: Db, email: string) {
  return db.selectFrom('experts').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst()
}

export function listExperts(db: Db) {
  return db.selectFrom('experts').select(['name', 'email', 'created_at']).orderBy('email').execute()
}

/** Compared against when the address is unknown, so both failures take as long. */
let decoyHash: Promise<string> | undefined

/** The expert with this address and password, or undefined (unknown address or wrong password alike). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<ExpertRow | undefined> {
  const expert = await findExpertByEmail(db, email)
  if (!expert) {
    decoyHash ??= hashPassword(generatePassword())
    await verifyPassword(password, await decoyHash)
    return undefined
  }
  return (await verifyPassword(password, expert.password_hash)) ? expert : undefined
}
