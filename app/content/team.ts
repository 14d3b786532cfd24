// About page "Meet the Team": the 6 leaders. Names and positions are
// the catalogue's; the descriptions say what each role does for farmers, nothing more.
// Photos: the provider's own (../shared/catalog/images), cropped square around the face by
// scripts/optimise-images.mjs; the UI shows the initials while a photo cannot load.
import { z } from 'zod'
import { TeamMemberSchema } from './schema'

/** Every portrait comes in the widths the script writes: 64 and 96 CSS pixels, 1x to 3x screens. */
const portrait = (name: string) => ({ path: `/images/team/${name}`, widths: [96, 192], width: 192, height: 192 })

export const team = z
  .array(TeamMemberSchema)
  .length(6)
  .parse([
    {
      name: 'Levy Nguti Mutongu',
      image: portrait('levy-nguti-mutongu'),
      position: 'CEO & Director',
      description:
        'Leads Skyfield Aerotech and sets its direction, keeping the company focused on what farmers need: reliable drone services and practical knowledge they can use on their own farms.',
    },
    {
      name: 'Swabir M. Bwana',
      image: portrait('swabir-m-bwana'),
      position: 'Chief Financial Officer (CFO) & Director',
      description:
        "Looks after the company's finances and planning, so that services stay affordable and sustainable and the company can keep serving farming communities season after season.",
    },
    {
      name: 'Adan Ali Wako',
      image: portrait('adan-ali-wako'),
      position: 'Head of Information Technology & Director',
      description:
        'Oversees the digital systems behind the company, including the Tujue Ukulima knowledge hub, so that farmers can reach articles, videos and expert help easily from their phones.',
    },
    {
      name: 'Evans Mutegi',
      image: portrait('evans-mutegi'),
      position: 'Chief Operations Officer (COO)',
      description:
        'Runs day-to-day operations in the field, coordinating drone spraying jobs, crews and schedules so that farmers get their service on time and done safely.',
    },
    {
      name: 'Granton Wanzofu',
      image: portrait('granton-wanzofu'),
      position: 'Chief Technology Officer (CTO)',
      description:
        'Guides the technology the company uses, from drones and spraying equipment to data tools, choosing what works well and safely for smallholder farms.',
    },
    {
      name: 'Victoria Wambui',
      image: portrait('victoria-wambui'),
      position: 'Chief Strategy & Marketing Officer (CSMO)',
      description:
        'Shapes how the company reaches and listens to farmers, building partnerships and making sure farmers know about the services and free resources available to them.',
    },
  ])
