import { about } from '~/content/about'
import { aboutHeroBackdrop, ecosystemBackdrop } from '~/content/backdrops'
import type { About, TeamMember } from '~/content/schema'
import { aboutSw } from '~/content/sw/about'
import { swEntry } from '~/content/sw/entry'
import { teamSw } from '~/content/sw/team'
import { team } from '~/content/team'
import type { Locale } from '~/i18n/locale'

/** The About texts in Kiswahili; the cards keep their icons and links. */
function translatedAbout(english: About): About {
  const { blurb, vision, mission, ecosystem, impact } = aboutSw
  return {
    blurb,
    vision,
    mission,
    ecosystem: english.ecosystem.map((part, index) => ({ ...part, ...swEntry(ecosystem, index) })),
    impact: english.impact.map((item, index) => ({ ...item, ...swEntry(impact, index) })),
  }
}

/** A team member in Kiswahili: the position and the description; the name and portrait stay. */
function translatedMember(member: TeamMember): TeamMember {
  return { ...member, ...swEntry(teamSw, member.name) }
}

const aboutIn: Record<Locale, About> = { en: about, sw: translatedAbout(about) }
const teamIn: Record<Locale, TeamMember[]> = { en: team, sw: team.map(translatedMember) }

export function getAbout(locale: Locale): About {
  return aboutIn[locale]
}

export function listTeam(locale: Locale): TeamMember[] {
  return teamIn[locale]
}

/** The provider's photos behind the hero and the ecosystem band (the same in both languages). */
export function getAboutBackdrops() {
  return { hero: aboutHeroBackdrop, ecosystem: ecosystemBackdrop }
}
