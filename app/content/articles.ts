// /articles: the 9 static articles. Each card opens its external
// source in a new tab; the excerpts are ours and only say what the reader will find.
import { z } from 'zod'
import { ArticleSchema } from './schema'

/**
 * The provider's own card photo for the article (../shared/catalog/images, matched by title),
 * 3:2, as scripts/optimise-images.mjs writes it: 320 pixels wide and the original's width up to 480.
 */
const cardPhoto = (name: string, largest: number, alt: string) => ({
  path: `/images/articles/${name}`,
  widths: [320, largest],
  width: 480,
  height: 320,
  alt,
})

export const articles = z
  .array(ArticleSchema)
  .length(9)
  .parse([
    {
      id: 1,
      title: 'Modern Approaches to Pest Control in Rice Farming',
      excerpt:
        'A research paper on managing rice pests with modern techniques and newer approaches: useful background for paddy farmers in Mwea and other irrigation schemes who want to spray less and protect more.',
      author: 'Dr. Sarah Kamau',
      date: 'April 8, 2025',
      category: 'Pest Control',
      image: cardPhoto(
        'modern-approaches-to-pest-control',
        436,
        'Hands holding a tablet over a green rice field, with farming icons around it',
      ),
      slug: 'modern-approaches-to-pest-control',
      externalUrl:
        'https://www.researchgate.net/publication/358090833_Rice_Pest_Management_Using_Modern_Techniques_and_Novel_Approaches',
    },
    {
      id: 2,
      title: 'How Drone Technology is Revolutionizing Agriculture',
      excerpt:
        'How farm drones are used today: mapping fields, checking crop health from the air and spraying inputs, and what a farmer should weigh before paying for drone services.',
      author: 'Michael Ochieng',
      date: 'April 5, 2025',
      category: 'Smart Farming',
      image: cardPhoto(
        'drone-technology-revolutionizing-agriculture',
        480,
        'A camera drone hovering over green crops in a field',
      ),
      slug: 'drone-technology-in-agriculture',
      externalUrl: 'https://www.croptracker.com/blog/drone-technology-in-agriculture.html',
    },
    {
      id: 3,
      title: 'Improving Soil Health for Sustainable Crop Production',
      excerpt:
        'The basic principles of building healthy soil: disturb it less, keep it covered, grow a variety of crops and keep living roots in the ground, so that the land keeps producing season after season.',
      author: 'Grace Wanjiku',
      date: 'April 2, 2025',
      category: 'Soil Health',
      image: cardPhoto(
        'improving-soil-health',
        430,
        'A farmer kneeling on tilled soil at sunset with a report in hand',
      ),
      slug: 'improving-soil-health',
      externalUrl: 'https://www.farmers.gov/conservation/soil-health',
    },
    {
      id: 4,
      title: 'The Benefits of Precision Drone Spraying',
      excerpt:
        'A university extension fact sheet on spraying pesticides with drones: where drones do better than ground sprayers, such as wet, hilly or small fields, and the limits and challenges operators still face.',
      author: 'John Mwangi',
      date: 'March 30, 2025',
      category: 'Drone Spraying',
      image: cardPhoto('precision-drone-spraying', 345, 'A spraying drone flying over a field of ripening grain'),
      slug: 'benefits-of-precision-drone-spraying',
      externalUrl: 'https://ohioline.osu.edu/factsheet/fabe-540',
    },
    {
      id: 5,
      title: 'Adapting Rice Farming to Climate Change',
      excerpt:
        'A scientific article on rice production under a changing climate: background reading for farmers thinking about how heat, dry spells and erratic rains affect their paddies.',
      author: 'Catherine Wambui',
      date: 'March 27, 2025',
      category: 'Climate-Smart Agriculture',
      image: cardPhoto(
        'rice-farming-climate-change',
        480,
        'A globe, half dry and cracked and half green, between a drought and a green field',
      ),
      slug: 'adapting-rice-farming-to-climate-change',
      externalUrl: 'https://www.frontiersin.org/journals/microbiology/articles/10.3389/fmicb.2022.926059/full',
    },
    {
      id: 6,
      title: 'Essential Rice Farming Techniques for Beginners',
      excerpt:
        'A crop guide to rice cultivation from a fertiliser company, with a focus on feeding the crop well. A good starting point for anyone new to paddy farming.',
      author: 'Peter Kariuki',
      date: 'March 24, 2025',
      category: 'Rice Farming',
      image: cardPhoto('rice-farming-techniques-beginners', 432, 'A water pump irrigating a young rice paddy'),
      slug: 'essential-rice-farming-techniques',
      externalUrl: 'https://www.haifa-group.com/rice-fertilizer/crop-guide-rice-cultivation',
    },
    {
      id: 7,
      title: 'IoT Applications in Modern Agriculture',
      excerpt:
        'How connected sensors and devices (the Internet of Things) help farmers track soil moisture, weather and crops, so that water, fertiliser and labour are used where they are needed.',
      author: 'Dr. James Oduor',
      date: 'March 20, 2025',
      category: 'Smart Farming',
      image: cardPhoto(
        'iot-applications-in-agriculture',
        480,
        'Rows of crops at sunset with digital farming icons drawn over them',
      ),
      slug: 'iot-applications-in-agriculture',
      externalUrl:
        'https://www.iot-now.com/2024/10/30/147619-how-iot-is-transforming-yields-and-optimising-resources-in-agriculture/',
    },
    {
      id: 8,
      title: 'Organic Methods for Pest Management',
      excerpt:
        'A guide to managing pests the organic way: preventing problems through crop rotation and healthy soil, encouraging natural enemies, and using approved products only as a last step.',
      author: 'Rose Nyambura',
      date: 'March 18, 2025',
      category: 'Pest Control',
      image: cardPhoto(
        'organic-pest-management',
        429,
        'A jar of diatomaceous earth and a sieve beside young lettuce plants',
      ),
      slug: 'organic-methods-for-pest-management',
      externalUrl: 'https://www.ams.usda.gov/sites/default/files/media/Organic%20Pest%20Management_FINAL.pdf',
    },
    {
      id: 9,
      title: 'Understanding Different Soil Types for Rice Production',
      excerpt:
        'An introduction to soil types and how to tell them apart by texture and testing. Knowing your soil helps you judge how well a field holds water, which matters a lot for rice.',
      author: 'David Mugo',
      date: 'March 15, 2025',
      category: 'Soil Health',
      image: cardPhoto('soil-types-for-rice', 345, 'Patches of differently coloured crops across a field'),
      slug: 'soil-types-for-rice-production',
      externalUrl: 'https://www.qld.gov.au/environment/land/management/soil/soil-testing/types',
    },
  ])
