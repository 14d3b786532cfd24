import { listGuideSections } from '~/features/topics/queries'
import { createGuideRetrieval } from './guide-retrieval.server'

describe("the assistant's guide retrieval (findSections)", () => {
  const guides = createGuideRetrieval(listGuideSections('en'))

  it('gives the best three guide sections for a question, with their anchors, text and an excerpt', () => {
    const sections = guides.findSections('My soil is acidic, how much lime should I apply?')
    expect(sections).toHaveLength(3)
    expect(sections[0]).toMatchObject({ slug: 'soil-health', title: 'Soil Health' })
    expect(sections[0]?.anchor).toMatch(/^[a-z0-9-]+$/)
    expect(sections[0]?.heading).toBeTruthy()
    expect(sections[0]?.text.length).toBeGreaterThan(sections[0]?.excerpt.length ?? 0)
    expect(sections.map((section) => section.score)).toEqual(
      [...sections.map((section) => section.score)].sort((a, b) => b - a),
    )
    expect(guides.findSections('lime for acidic soil', { limit: 1 })).toHaveLength(1)
  })

  it("finds the guide for a question in Kiswahili through the farmers' words", () => {
    expect(guides.findSections('Jinsi ya kutengeneza mboji nyumbani')[0]?.slug).toBe('soil-health')
    expect(guides.findSections('Ngombe wangu ana homa ya pwani')[0]?.slug).toBe('animal-production')
    const [drone] = guides.findSections('Ndege isiyo na rubani inaweza kunyunyizia dawa?')
    expect(drone?.slug).toBe('drone-spraying')
  })

  it('quotes a section around the farming word it matched', () => {
    const [section] = guides.findSections('Jinsi ya kutengeneza mboji nyumbani')
    expect(section?.excerpt.toLowerCase()).toContain('compost')
  })

  it('leans on the previous question for a short follow-up, without letting it decide', () => {
    const alone = guides.findSections('And how much fertiliser?')
    const followUp = guides.findSections('And how much fertiliser?', { context: 'How do I plant rice in Mwea?' })
    expect(followUp[0]?.slug).toBe('rice-farming')
    expect(alone.map((section) => section.slug)).not.toEqual(followUp.map((section) => section.slug))
    const newTopic = guides.findSections('How do I vaccinate chickens against Newcastle disease?', {
      context: 'How do I plant rice in Mwea?',
    })
    expect(newTopic[0]?.slug).toBe('chickens')
  })

  it('finds nothing for a question the guides do not cover, or for no question', () => {
    expect(guides.findSections('What is the capital of France?')).toEqual([])
    expect(guides.findSections('Who won the football match last night?')).toEqual([])
    expect(guides.findSections('Habari yako?')).toEqual([])
    expect(guides.findSections('   ')).toEqual([])
  })
})
