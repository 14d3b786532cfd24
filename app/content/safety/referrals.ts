// Who a farmer is sent to for each risk kind. Phone lines only where a source we read gives them.
import { z } from 'zod'
import { ReferralSchema } from './schema'

export const referrals = z.array(ReferralSchema).parse([
  { id: 'vet', name: { en: 'a vet', sw: 'daktari wa mifugo' } },
  { id: 'county-vet-office', name: { en: 'the county veterinary office', sw: 'ofisi ya mifugo ya kaunti' } },
  { id: 'health-facility', name: { en: 'a health facility', sw: 'kituo cha afya' } },
  {
    id: 'poison-centre',
    name: {
      en: 'the Poison Information Centre at Kenyatta National Hospital',
      sw: 'Kituo cha Taarifa za Sumu katika Hospitali ya Taifa ya Kenyatta',
    },
    phones: ['0800 720 021', '0800 730 030'],
    sources: ['aak-poison-centre', 'nema-chemicals-portal', 'star-knh-poison-centre'],
  },
  {
    id: 'agrovet-label',
    name: { en: 'the product label and a licensed agro-vet', sw: 'lebo ya bidhaa na agrovet mwenye leseni' },
  },
  {
    id: 'pcpb',
    name: { en: 'the Pest Control Products Board (PCPB)', sw: 'Pest Control Products Board (PCPB)' },
    sources: ['pcpb-about'],
  },
])
