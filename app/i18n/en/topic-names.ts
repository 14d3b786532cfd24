// The nine featured topics' names, as the footer lists them (and those guides are titled, guides.test.ts):
// in the footer island's lazy chunk, not in the core catalogue every page loads.

export const topicNames = {
  'crop-production': 'Crop Production',
  'animal-production': 'Animal Production',
  'precision-agriculture': 'Precision Agriculture',
  'pest-control': 'Pest Control',
  'smart-farming': 'Smart Farming',
  'drone-spraying': 'Drone Spraying',
  'climate-smart-agriculture': 'Climate-Smart Agriculture',
  'soil-health': 'Soil Health',
  'rice-farming': 'Rice Farming',
}
