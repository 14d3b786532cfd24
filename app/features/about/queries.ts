import { about } from '~/content/about'
import type { About, TeamMember } from '~/content/schema'
import { team } from '~/content/team'

export function getAbout(): About {
  return about
}

export function listTeam(): TeamMember[] {
  return team
}
