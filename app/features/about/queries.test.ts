import { about } from '~/content/about'
import { aboutSw } from '~/content/sw/about'
import { teamSw } from '~/content/sw/team'
import { team } from '~/content/team'
import { getAbout, listTeam } from './queries'

describe('the About page in the page language', () => {
  it('gives English exactly as the content has it', () => {
    expect(getAbout('en')).toEqual(about)
    expect(listTeam('en')).toEqual(team)
  })

  it('gives the Kiswahili texts and keeps the cards’ icons and links', () => {
    const inKiswahili = getAbout('sw')
    expect(inKiswahili).toEqual({
      blurb: aboutSw.blurb,
      vision: aboutSw.vision,
      mission: aboutSw.mission,
      ecosystem: about.ecosystem.map((part, index) => ({ ...part, ...aboutSw.ecosystem[index] })),
      impact: about.impact.map((item, index) => ({ ...item, ...aboutSw.impact[index] })),
    })
    expect(inKiswahili.ecosystem.map((part) => part.href)).toEqual(about.ecosystem.map((part) => part.href))
    expect(inKiswahili.blurb).not.toBe(about.blurb)
  })

  it('gives each team member a Kiswahili position and description under the same name and portrait', () => {
    const inKiswahili = listTeam('sw')
    expect(inKiswahili).toHaveLength(team.length)
    team.forEach((member, index) => {
      expect(inKiswahili[index]).toEqual({ ...member, ...teamSw[member.name] })
      expect(inKiswahili[index]?.description).not.toBe(member.description)
    })
  })
})
