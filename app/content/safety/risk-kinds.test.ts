import { createSafetyPassages } from '~/features/chat/safety-passages.server'
import { listGuideSections } from '~/features/topics/queries'
import { cues } from './lexicon'
import { products } from './products'
import { referrals } from './referrals'
import { riskKinds } from './risk-kinds'
import { RISK_KIND_IDS, RULE_SOURCE_KINDS } from './schema'
import { safetySources } from './sources'

const sourceById = new Map(safetySources.map((source) => [source.id, source]))
const cueIds = new Set([...cues.map((cue) => cue.id), 'pesticide-product', 'vet-product'])

describe('the risk taxonomy', () => {
  it('has every kind once, in the order of urgency', () => {
    expect(riskKinds.map((kind) => kind.id)).toEqual([...RISK_KIND_IDS])
  })

  it('rests every rule for the model on a source read of law, government, intergovernmental, journal or reference', () => {
    for (const kind of riskKinds) {
      for (const rule of kind.rules) {
        const kinds = rule.sources.map((id) => sourceById.get(id)?.kind)
        expect(kinds, `${kind.id}: ${rule.text}`).not.toContain(undefined)
        expect(
          kinds.some((sourceKind) => sourceKind && RULE_SOURCE_KINDS.includes(sourceKind)),
          kind.id,
        ).toBe(true)
      }
    }
  })

  it('names only known referrals, cues and sources', () => {
    const referralIds = new Set(referrals.map((referral) => referral.id))
    for (const kind of riskKinds) {
      for (const referral of kind.referrals) expect(referralIds.has(referral), referral).toBe(true)
      for (const { all, unless } of kind.triggers) {
        for (const cue of [...all, ...unless]) expect(cueIds.has(cue), `${kind.id}: ${cue}`).toBe(true)
      }
    }
    for (const entry of [...cues, ...products, ...referrals]) {
      for (const source of entry.sources) expect(sourceById.has(source), source).toBe(true)
    }
    for (const cue of cues) for (const included of cue.includes) expect(cueIds.has(included), included).toBe(true)
  })

  it('gives the Poison Information Centre’s lines, read in a source, to a person exposed, in both languages', () => {
    const centre = referrals.find((referral) => referral.id === 'poison-centre')!
    expect(centre.phones).toEqual(['0800 720 021', '0800 730 030'])
    expect(centre.sources.map((id) => sourceById.get(id)?.read).join(' ')).toMatch(/0800 ?720 ?021/)
    const exposed = riskKinds.find((kind) => kind.id === 'people-exposed')!
    for (const text of [exposed.safety.en, exposed.safety.sw]) {
      for (const phone of centre.phones) expect(text).toContain(phone)
    }
  })

  it('never calls brucellosis notifiable, since Cap. 364 section 2 does not list it', () => {
    expect(sourceById.get('kenya-law-cap-364')?.read).toMatch(/Brucellosis is not in the list/)
    for (const kind of riskKinds) {
      for (const rule of kind.rules) expect(rule.text).not.toMatch(/brucellosis (?:is|are) notifiable/i)
    }
  })

  it('finds every passage it maps to a kind in the guides, in both languages', () => {
    const passages = createSafetyPassages({ en: listGuideSections('en'), sw: listGuideSections('sw') })
    for (const kind of riskKinds) {
      for (const locale of ['en', 'sw'] as const) {
        const found = passages([kind.id], locale)
        expect(found, `${kind.id} ${locale}`).toHaveLength(kind.passages.length)
        for (const [index, passage] of found.entries()) {
          expect(passage.excerpt.startsWith(kind.passages[index]!.startsWith[locale]), `${kind.id} ${locale}`).toBe(
            true,
          )
          expect(passage.excerpt.length).toBeLessThanOrEqual(400)
        }
      }
    }
  })

  it('keeps to name endings of medicines and pesticides the lexicon lists by name, so an ending is a class, not a guess', () => {
    const names = [
      ...products.flatMap((product) => product.names),
      ...cues.find((cue) => cue.id === 'banned-product')!.en,
    ]
    for (const id of ['medicine-name', 'pesticide-name']) {
      for (const ending of cues.find((cue) => cue.id === id)!.en.filter((term) => term.includes('*'))) {
        const pattern = new RegExp(`^${ending.replace(/\*/g, '[a-z0-9]*')}$`)
        expect(
          names.filter((name) => pattern.test(name)),
          `${id}: ${ending}`,
        ).not.toEqual([])
      }
    }
  })

  it('lists each word of a cue once', () => {
    for (const cue of cues) {
      for (const terms of [cue.en, cue.sw]) expect(terms.length, cue.id).toBe(new Set(terms).size)
    }
  })
})
