// The assistant quotes a guide section for each kind of high-risk question, linked by its
// anchor: the farm-chemical safety guide keeps one section per risk area (and the harvest
// guide one on aflatoxin), so a heading edited in either language must keep its anchor or
// move the links with it.
import { parseGuideText } from '~/features/topics/guide-text'
import { topicGuidesSw } from './guides-sw'
import type { TopicSlug } from './schema'
import { topicGuides } from './topics'

const RISK_SECTIONS: { area: string; slug: TopicSlug; en: string; sw: string }[] = [
  {
    area: 'pesticide label, protective gear and waiting times',
    slug: 'farm-chemical-safety',
    en: 'key-rules-for-spraying-pesticides-the-label-protective-gear-and-waiting-times',
    sw: 'mambo-muhimu-ya-kunyunyiza-viuatilifu-lebo-vifaa-vya-kujikinga-na-muda-wa-kusubiri',
  },
  {
    area: 'veterinary medicines and withdrawal of milk, meat and eggs',
    slug: 'farm-chemical-safety',
    en: 'key-rules-for-animal-medicines-withdrawal-of-milk-meat-and-eggs',
    sw: 'mambo-muhimu-ya-dawa-za-mifugo-muda-wa-kusubiri-kwa-maziwa-nyama-na-mayai',
  },
  {
    area: 'people exposed: poisoning first aid and the Poison Information Centre',
    slug: 'farm-chemical-safety',
    en: 'steps-when-someone-is-poisoned',
    sw: 'hatua-za-kuchukua-mtu-anapopata-sumu',
  },
  {
    area: 'bees, water sources, rinsing sprayers and empty containers',
    slug: 'farm-chemical-safety',
    en: 'key-rules-for-bees-water-sprayers-and-empty-containers',
    sw: 'mambo-muhimu-ya-nyuki-maji-pampu-za-kunyunyizia-na-vyombo-vitupu',
  },
  {
    area: 'banned and restricted products',
    slug: 'farm-chemical-safety',
    en: 'key-facts-on-banned-and-restricted-products',
    sw: 'mambo-muhimu-kuhusu-bidhaa-zilizopigwa-marufuku-na-zilizozuiliwa',
  },
  {
    area: 'sick animals, carcasses and notifiable diseases',
    slug: 'farm-chemical-safety',
    en: 'key-rules-for-sick-animals-carcasses-and-notifiable-diseases',
    sw: 'mambo-muhimu-ya-wanyama-wagonjwa-mizoga-na-magonjwa-yanayopaswa-kuripotiwa',
  },
  {
    area: 'urea, nitrate and treated seed poisoning livestock',
    slug: 'farm-chemical-safety',
    en: 'key-dangers-to-livestock-urea-nitrate-and-treated-seed',
    sw: 'hatari-muhimu-kwa-mifugo-urea-nitrate-na-mbegu-zenye-kemikali',
  },
  {
    area: 'harmful traditional treatments',
    slug: 'farm-chemical-safety',
    en: 'key-warning-on-harmful-traditional-treatments',
    sw: 'onyo-muhimu-kuhusu-tiba-za-kienyeji-zenye-madhara',
  },
  {
    area: 'aflatoxin: what never to eat, sell or feed',
    slug: 'harvest-and-storage',
    en: 'key-rule-what-never-to-eat-sell-or-feed',
    sw: 'mambo-muhimu-usichopaswa-kula-kuuza-wala-kulisha-mifugo',
  },
]

function anchorsOf(guides: { slug: string; body: string }[], slug: TopicSlug) {
  const guide = guides.find((entry) => entry.slug === slug)
  return parseGuideText(guide?.body ?? '').map((section) => section.id)
}

describe('the guide sections quoted for high-risk questions', () => {
  it.each(RISK_SECTIONS)('$area: one section at the same anchor in each language', ({ slug, en, sw }) => {
    expect(anchorsOf(topicGuides, slug)).toContain(en)
    expect(anchorsOf(topicGuidesSw, slug)).toContain(sw)
  })

  it('gives each risk area of the safety guide a section of its own', () => {
    const anchors = RISK_SECTIONS.map((section) => section.en)
    expect(new Set(anchors).size).toBe(anchors.length)
  })
})
