import type { TeamMember } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { SectionHeading } from './section-heading'
import { TeamMemberCard } from './team-member-card'
import { aboutMessages } from '~/i18n/about'

export function TeamSection({ members }: { members: TeamMember[] }) {
  const t = useCatalogue(aboutMessages)
  return (
    <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeading id="team" title={t.teamTitle} lead={t.teamLead} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member, index) => (
          <li key={member.name}>
            <TeamMemberCard member={member} index={index} />
          </li>
        ))}
      </ul>
    </section>
  )
}
