import { expectNoAxeViolations } from '../axe'
import { expect, test } from '../fixtures'
import { CLOSE_WAYS, closeDialog, reach } from './sections'

// A topic's videos: the crop and animal lists, the video lists and the player, and Back up each level.

test.describe('topic video flow', () => {
  const ANIMALS = [
    'Cattle',
    'Goats',
    'Pigs',
    'Turkeys',
    'Horses',
    'Donkeys',
    'Quails',
    'Llamas',
    'Bees',
    'Ostriches',
    'Chickens',
    'Sheep',
    'Ducks',
    'Rabbits',
    'Camels',
    'Geese',
    'Fish',
    'Guinea fowls',
  ]

  test('Crop Production: crop list → video list → player, and Back up each level', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    const opener = section.getByRole('button', { name: 'Watch videos of Crop Production' })
    await opener.click()
    const flow = page.getByRole('dialog', { name: 'Crop Production videos' })
    await expect(flow.getByText('Choose a crop to see its videos.')).toBeVisible()
    const crops = flow.getByRole('listitem')
    await expect(crops).toHaveCount(17)
    await expect(crops.first()).toContainText('Maize Production')
    await expect(crops.first()).toContainText('11 videos')

    const maize = flow.getByRole('button', { name: /^Maize Production/ })
    await maize.click()
    const maizeList = page.getByRole('dialog', { name: 'Maize Production' })
    await expect(maizeList.getByRole('heading', { name: 'Maize Production' })).toBeFocused()
    await expect(maizeList.getByRole('button', { name: /^Watch / })).toHaveCount(11)

    const watch = maizeList.getByRole('button', { name: 'Watch Maize Video 1', exact: true })
    await watch.click()
    const player = page.getByRole('dialog', { name: 'Maize Video 1' })
    const iframe = player.locator('iframe')
    await expect(iframe).toHaveAttribute('src', /\/embed\/mZgSeChDyaY\?autoplay=1/)
    await expect(iframe).toHaveAttribute('allow', /autoplay/)
    await expectNoAxeViolations(page)

    // Closing the player goes back up to the video list.
    await closeDialog(page, player, 'button', watch)
    await expect(maizeList).toBeVisible()
    await maizeList.getByRole('button', { name: 'Back to crops' }).click()
    await expect(flow).toBeVisible()
    await expect(maize).toBeFocused()
    await closeDialog(page, flow, 'escape', opener)
  })

  test('Animal Production: 18 animals → video list → player, and Back up each level', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    const opener = section.getByRole('button', { name: 'Watch videos of Animal Production' })
    await opener.click()
    const flow = page.getByRole('dialog', { name: 'Animal Production videos' })
    await expect(flow.getByText('Choose an animal to see its videos.')).toBeVisible()
    const animals = flow.getByRole('listitem')
    await expect(animals).toHaveCount(18)
    for (const [index, animal] of ANIMALS.entries()) await expect(animals.nth(index)).toContainText(animal)

    const goats = flow.getByRole('button', { name: /^Goats/ })
    await goats.click()
    const goatList = page.getByRole('dialog', { name: 'Goats' })
    const count = await goatList.getByRole('button', { name: /^Watch / }).count()
    expect(count).toBeGreaterThanOrEqual(3)
    expect(count).toBeLessThanOrEqual(8)
    const watch = goatList.getByRole('button', { name: /^Watch / }).first()
    const title = (await watch.getAttribute('aria-label'))!.replace(/^Watch /, '')
    await watch.click()
    const player = page.getByRole('dialog', { name: title, exact: true })
    await expect(player.locator('iframe')).toHaveAttribute('src', /\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/)
    await closeDialog(page, player, 'escape', watch)
    await goatList.getByRole('button', { name: 'Back to animals' }).click()
    await expect(goats).toBeFocused()
    await expect(flow.getByRole('listitem')).toHaveCount(18)
    await closeDialog(page, flow, 'button', opener)
  })

  test('other topics: a list of Watch buttons and the link to more on the video site', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Watch videos of Pest Control' }).click()
    const flow = page.getByRole('dialog', { name: 'Pest Control videos' })
    await expect(flow.getByRole('button', { name: /^Watch / })).toHaveCount(9)
    const more = flow.getByRole('link', { name: /More Pest Control videos on YouTube/ })
    await expect(more).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=pest+control+farming+Kenya',
    )
    await expect(more).toHaveAttribute('target', '_blank')
    await expect(more).toHaveAttribute('rel', 'noopener noreferrer')
    const watch = flow.getByRole('button', { name: 'Watch Integrated Pest Management for Crops' })
    await watch.click()
    const player = page.getByRole('dialog', { name: 'Integrated Pest Management for Crops' })
    await expect(player.locator('iframe')).toHaveAttribute('src', /\/embed\/TwxfqD73WYo\?autoplay=1/)
    await closeDialog(page, player, 'overlay', watch)
    await expect(flow).toBeVisible()
  })

  // One page load for the three ways, each a step of its own (see the reader's).
  test('the flow closes by its button, the overlay and Escape, returning focus to Watch videos', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    const opener = section.getByRole('button', { name: 'Watch videos of Soil Health' })
    const flow = page.getByRole('dialog', { name: 'Soil Health videos' })
    for (const way of CLOSE_WAYS) {
      await test.step(`closes by ${way}`, async () => {
        await opener.click()
        await expect(flow.getByRole('button', { name: /^Watch / })).toHaveCount(12)
        await closeDialog(page, flow, way, opener)
      })
    }
  })

  test('nothing from YouTube loads until a video is played', async ({ page }) => {
    const youtube: string[] = []
    page.on('request', (request) => /youtube|ytimg/.test(request.url()) && youtube.push(request.url()))
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Watch videos of Smart Farming' }).click()
    await expect(page.getByRole('dialog', { name: 'Smart Farming videos' }).getByRole('button')).not.toHaveCount(0)
    expect(youtube.filter((url) => url.includes('/embed/'))).toEqual([])
  })
})
