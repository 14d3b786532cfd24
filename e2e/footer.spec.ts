import { expect, test } from './fixtures'

test('the footer holds the spec’s blurb, links and contact details', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Empowering farmers through knowledge, innovation, and community')

  for (const [name, host] of [
    ['Facebook', 'facebook.com'],
    ['LinkedIn', 'linkedin.com'],
    ['YouTube', 'youtube.com'],
  ] as const) {
    const link = footer.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', new RegExp(`^https://www\\.${host.replace('.', '\\.')}/`))
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }

  await expect(footer).toContainText('123 Aero Drive, Nairobi, Kenya')
  await expect(footer.getByRole('link', { name: /0115037380/ })).toHaveAttribute('href', 'tel:0115037380')
  await expect(footer.getByRole('link', { name: /skyfield\.kenya@gmail\.com/ })).toHaveAttribute(
    'href',
    'mailto:skyfield.kenya@gmail.com',
  )
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Tujue Ukulima. All rights reserved.`)
})

test('every Quick Link and Topic leads to a real page', async ({ page, request }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const expected = {
    Home: '/',
    Articles: '/articles',
    'Video Tutorials': '/videos',
    'Ask an Expert': '/ask-expert',
    Marketplace: '/marketplace',
    'Drone Services': '/drone-services',
    'Pest Control': '/articles/pest-control',
    'Smart Farming': '/articles/smart-farming',
    'Drone Spraying': '/articles/drone-spraying',
    'Climate-Smart Agriculture': '/articles/climate-smart-agriculture',
    'Soil Health': '/articles/soil-health',
    'Rice Farming': '/articles/rice-farming',
  }
  for (const [name, href] of Object.entries(expected)) {
    const link = footer.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', href)
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }

  await footer.getByRole('link', { name: 'Rice Farming', exact: true }).click()
  await expect(page).toHaveURL('/articles/rice-farming')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rice Farming')
})
