// The nine topic guides (spec §3 "Article topic"), one file each under guides/.
import { z } from 'zod'
import { guide as animalProduction } from './guides/animal-production'
import { guide as climateSmartAgriculture } from './guides/climate-smart-agriculture'
import { guide as cropProduction } from './guides/crop-production'
import { guide as droneSpraying } from './guides/drone-spraying'
import { guide as pestControl } from './guides/pest-control'
import { guide as precisionAgriculture } from './guides/precision-agriculture'
import { guide as riceFarming } from './guides/rice-farming'
import { guide as smartFarming } from './guides/smart-farming'
import { guide as soilHealth } from './guides/soil-health'
import { TOPIC_SLUGS, TopicGuideSchema } from './schema'

/** In the spec's Featured Topics order. */
export const topicGuides = z
  .array(TopicGuideSchema)
  .length(TOPIC_SLUGS.length)
  .parse([
    cropProduction,
    animalProduction,
    precisionAgriculture,
    pestControl,
    smartFarming,
    droneSpraying,
    climateSmartAgriculture,
    soilHealth,
    riceFarming,
  ])
