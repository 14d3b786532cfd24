import { Image } from '~/components/ui/image'
import type { TeamMember } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { nameInitials } from '~/lib/name-initials'
import { cn } from '~/lib/utils'
import { aboutMessages } from '~/i18n/about'

// Colours for the initials, taken in turn, so a row of leaders without photos still
// looks like a row of different people. Every pair keeps AA contrast.
const avatarTones = [
  'from-brand-700 to-brand-900 text-white',
  'from-accent-400 to-accent-500 text-stone-900',
  'from-sky-700 to-sky-900 text-white',
  'from-orange-700 to-orange-900 text-white',
  'from-teal-700 to-teal-900 text-white',
  'from-stone-600 to-stone-800 text-white',
]

interface TeamMemberCardProps {
  member: TeamMember
  index: number
}

/** One leader: photo (or initials), name, position and what they do. */
export function TeamMemberCard({ member, index }: TeamMemberCardProps) {
  const t = useCatalogue(aboutMessages)
  return (
    // A row on a phone (photo beside the name) to keep six cards short; a centred card wider up.
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:items-center sm:p-6 sm:text-center">
      <div className="flex items-center gap-4 sm:flex-col sm:gap-0">
        {/* The initials sit under the photo: they show while it loads and, with no script (a reading
            page, decision 2), when it cannot load (the press keeper marks it data-broken). */}
        <div className="relative size-16 shrink-0 overflow-hidden rounded-full shadow-md ring-4 ring-brand-50 sm:size-24">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-full items-center justify-center bg-gradient-to-br text-xl font-bold tracking-wide sm:text-3xl',
              avatarTones[index % avatarTones.length],
            )}
          >
            {nameInitials(member.name)}
          </span>
          {member.image ? (
            <Image
              src={member.image.src}
              srcSet={member.image.srcSet}
              // The circle: 64 CSS pixels on a phone, 96 from `sm` up (size-16 / sm:size-24).
              sizes="(min-width: 640px) 96px, 64px"
              width={member.image.width}
              height={member.image.height}
              alt={t.teamPhotoAlt(member.name)}
              className="absolute inset-0 size-full object-cover data-broken:invisible"
              // About 1 KB each at their narrowest: a "Show photo" button would cost more to read.
              dataSaver="keep"
            />
          ) : null}
        </div>
        <div className="sm:mt-4">
          <h3 className="text-lg font-bold text-stone-900">{member.name}</h3>
          <p className="mt-0.5 text-sm font-semibold text-brand-800">{member.position}</p>
        </div>
      </div>
      <p className="mt-3 text-stone-600">{member.description}</p>
    </article>
  )
}
