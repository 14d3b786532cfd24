// `npm run expert -- …` (built as build/server-app/expert.js): the operator's command for expert
// accounts. Accounts are never made by sign-up; a new account's password, or a reset one, is
// generated and printed once, for the operator to hand over privately. Uses the server's database
// (DATABASE_URL); a reset writes its audit line on stderr, as the server's log has it.
import pino from 'pino'
import { addExpert, ExpertExistsError, listExperts, resetPassword } from '~/features/experts/accounts.server'
import { createAudit } from '~/lib/audit.server'
import { openDatabase } from '~/lib/database/database.server'
import { purposeKey, readServerState } from '~/lib/database/server-state.server'
import { EnvError, getEnv } from '~/lib/env.server'

const USAGE = `Usage:
  npm run expert -- add NAME EMAIL     make an account; prints its one-time password
  npm run expert -- password EMAIL     give an account a new password; prints it
  npm run expert -- list               list the accounts`

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Command =
  { name: 'add'; expertName: string; email: string } | { name: 'password'; email: string } | { name: 'list' }

function parseCommand(args: string[]): Command | undefined {
  const [name, ...rest] = args
  if (name === 'add' && rest.length === 2 && rest[0]!.trim() && EMAIL_PATTERN.test(rest[1]!.trim())) {
    return { name, expertName: rest[0]!, email: rest[1]! }
  }
  if (name === 'password' && rest.length === 1 && EMAIL_PATTERN.test(rest[0]!.trim())) return { name, email: rest[0]! }
  if (name === 'list' && rest.length === 0) return { name }
  return undefined
}

const HAND_OVER = 'Give it to the expert privately (in person or by phone, not by e-mail). It is not shown again.'

async function main() {
  const command = parseCommand(process.argv.slice(2))
  if (!command) {
    console.error(USAGE)
    process.exit(2)
  }
  const database = await openDatabase(getEnv().DATABASE_URL)
  try {
    if (command.name === 'add') {
      const { expert, password } = await addExpert(database.db, command.expertName, command.email)
      console.log(`Expert account made for ${expert.name} <${expert.email}>.`)
      console.log(`One-time password: ${password}`)
      console.log(HAND_OVER)
    } else if (command.name === 'password') {
      const password = await resetPassword(database.db, command.email)
      if (!password) {
        console.error(`No expert account has the address ${command.email}.`)
        process.exitCode = 1
        return
      }
      const { serverKey } = await readServerState(database.db)
      const auditLog = pino({ base: { service: 'tujue-ukulima' } }, pino.destination(2))
      createAudit(auditLog, purposeKey(serverKey, 'audit')).record('password_reset', {
        account: command.email,
        reason: 'operator command',
      })
      console.log(`New password for ${command.email.trim().toLowerCase()}: ${password}`)
      console.log(HAND_OVER)
    } else {
      const experts = await listExperts(database.db)
      if (experts.length === 0) console.log('No expert accounts yet. Make one: npm run expert -- add NAME EMAIL')
      for (const expert of experts)
        console.log(`${expert.email}\t${expert.name}\tsince ${expert.created_at.slice(0, 10)}`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof ExpertExistsError) {
    console.error(error.message)
  } else {
    console.error('The expert command failed:', error)
  }
  process.exit(1)
})
