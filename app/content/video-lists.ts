// The home page's topic video flow: the crop and animal
// pickers and the flat lists of the other topics. Titles and links come from the
// catalogue as written; the "Watch videos" player takes the id from each link.
import { z } from 'zod'
import { TopicVideoListSchema, VideoGroupSchema } from './schema'

const yt = (id: string) => `https://youtu.be/${id}`

/** Crop Production → crop → video: 17 crops, in the catalogue's order. */
export const cropVideoGroups = z
  .array(VideoGroupSchema)
  .length(17)
  .parse([
    {
      name: 'Maize Production',
      videos: [
        { title: 'Maize Video 1', url: yt('mZgSeChDyaY') },
        { title: 'Maize Video 2', url: yt('dtjnVRONL0k') },
        { title: 'Maize Video 3', url: yt('fz3JwTU82uA') },
        { title: 'Maize Video 4', url: yt('nfMLKP1nXK0') },
        { title: 'Maize Video 5', url: yt('qdpAYlv8d60') },
        { title: 'Maize Video 6', url: yt('R9pxFgJwxFE') },
        { title: 'Maize Video 7', url: yt('JOYwDUTOahU') },
        { title: 'Maize Video 8', url: yt('Deen3_bRV6A') },
        { title: 'Maize Video 9', url: yt('_cnmaJsM2rc') },
        { title: 'Maize Video 10', url: yt('T790s9VSIN4') },
        { title: 'Maize Video 11', url: yt('NjyOjR3O4Yk') },
      ],
    },
    {
      name: 'Wheat Production',
      videos: [
        { title: 'Wheat Video 1', url: yt('SJv8bHTq4mU') },
        { title: 'Wheat Video 2', url: yt('RYn_yUUpwSQ') },
        { title: 'Wheat Video 3', url: yt('AonJkhqCRwk') },
        { title: 'Wheat Video 4', url: yt('6ewdzIPyXzM') },
        { title: 'Wheat Video 5', url: yt('4NSRupPIJAw') },
        { title: 'Wheat Video 6', url: yt('kT1R7Hkps5M') },
      ],
    },
    {
      name: 'Rice Production',
      videos: [
        { title: 'Rice Video 1', url: yt('J_mMS3EkHok') },
        { title: 'Rice Video 2', url: yt('kT1R7Hkps5M') },
        { title: 'Rice Video 3', url: yt('4dxzlspJ1eg') },
        { title: 'Rice Video 4', url: yt('FW_bw9jdrlQ') },
        { title: 'Rice Video 5', url: yt('nQHjjmIVjTU') },
        { title: 'Rice Video 6', url: yt('-eBrAm64fpg') },
      ],
    },
    {
      name: 'Soybeans',
      videos: [
        { title: 'Soybeans Video 1', url: yt('xqAI3i0nkhw') },
        { title: 'Soybeans Video 2', url: yt('OApiO103-fs') },
        { title: 'Soybeans Video 3', url: yt('9kW5vm0yj40') },
        { title: 'Soybeans Video 4', url: yt('BQ1jV_qEK_0') },
        { title: 'Soybeans Video 5', url: yt('1olmtb3MpME') },
        { title: 'Soybeans Video 6', url: yt('5iGnpj2tVVc') },
      ],
    },
    {
      name: 'Potatoes',
      videos: [
        { title: 'Potatoes Video 1', url: yt('p13FS2LXmC8') },
        { title: 'Potatoes Video 2', url: yt('6_q_I5w8qOE') },
        { title: 'Potatoes Video 3', url: yt('h3CjEoT7yvA') },
        { title: 'Potatoes Video 4', url: yt('qgjgcEpdbzY') },
        { title: 'Potatoes Video 5', url: yt('u5joP2XNrzU') },
        { title: 'Potatoes Video 6', url: yt('nOqHVXtm3ec') },
      ],
    },
    {
      name: 'Cassava',
      videos: [
        { title: 'Cassava Video 1', url: yt('uAQiuge4SWE') },
        { title: 'Cassava Video 2', url: yt('Rj8uKXYMFbU') },
        { title: 'Cassava Video 3', url: yt('jmXMSDSSBno') },
        { title: 'Cassava Video 4', url: yt('4gDFN8A3EXA') },
        { title: 'Cassava Video 5', url: yt('MPQWRiCuQYk') },
        { title: 'Cassava Video 6', url: yt('H4EeIanZ1Lk') },
      ],
    },
    {
      name: 'Tomatoes',
      videos: [
        { title: 'Tomatoes Video 1', url: yt('FSFBPtRO4HU') },
        { title: 'Tomatoes Video 2', url: yt('nNi-mWj1rpE') },
        { title: 'Tomatoes Video 3', url: yt('OMIbtIZ2E-Q') },
        { title: 'Tomatoes Video 4', url: yt('woi4Q2LXby4') },
        { title: 'Tomatoes Video 5', url: yt('Rw0JjxdByjM') },
        { title: 'Tomatoes Video 6', url: yt('DWSlfQegLpU') },
      ],
    },
    {
      name: 'Bananas',
      videos: [
        { title: 'Bananas Video 1', url: yt('If9U6ME3ycQ') },
        { title: 'Bananas Video 2', url: yt('jyOnH6blEOU') },
        { title: 'Bananas Video 3', url: yt('d5JIwPUwXIk') },
        { title: 'Bananas Video 4', url: yt('_l7sak6Vlq8') },
        { title: 'Bananas Video 5', url: yt('PyomFUjH3Ug') },
        { title: 'Bananas Video 6', url: 'https://www.youtube.com/live/Lm9wQ9YS41g' },
      ],
    },
    {
      name: 'Sugarcane',
      videos: [
        { title: 'Sugarcane Video 1', url: yt('ZfTIyrGQ8Fc') },
        { title: 'Sugarcane Video 2', url: yt('1FwYhAF7mf0') },
        { title: 'Sugarcane Video 3', url: yt('TTxYCQW5JYU') },
        { title: 'Sugarcane Video 4', url: yt('kNt11njEsgc') },
        { title: 'Sugarcane Video 5', url: yt('ow9c_hyNPOo') },
        { title: 'Sugarcane Video 6', url: yt('8UFLzMYxBuU') },
        { title: 'Sugarcane Video 7', url: yt('HaorlLuuOiQ') },
      ],
    },
    {
      name: 'Coffee',
      videos: [
        { title: 'Coffee Video 1', url: yt('vzGa9Wi-KwM') },
        { title: 'Coffee Video 2', url: yt('L7ahUGlB8S0') },
        { title: 'Coffee Video 3', url: yt('6skcgBvorDk') },
        { title: 'Coffee Video 4', url: yt('qCcrvFKyRos') },
        { title: 'Coffee Video 5', url: yt('-CdScpRVYjI') },
        { title: 'Coffee Video 6', url: yt('gDwbAiZZFiY') },
        { title: 'Coffee Video 7', url: yt('qJO00xcb_-A') },
      ],
    },
    {
      name: 'Barley',
      videos: [
        { title: 'Barley Video 1', url: yt('okfNv2Jgv0c') },
        { title: 'Barley Video 2', url: yt('c4VUZfgDGmY') },
        { title: 'Barley Video 3', url: yt('pQzx8EwisUk') },
        { title: 'Barley Video 4', url: yt('PZrDZdtonZc') },
        { title: 'Barley Video 5', url: yt('s9MhR3e3v6Q') },
        { title: 'Barley Video 6', url: yt('qlt3ny7t12A') },
        { title: 'Barley Video 7', url: yt('LAh9hiuZMw4') },
      ],
    },
    {
      name: 'Sorghum',
      videos: [
        { title: 'Sorghum Video 1', url: yt('LrcCOl9Tzbk') },
        { title: 'Sorghum Video 2', url: yt('sn3nf9ZDoB0') },
        { title: 'Sorghum Video 3', url: yt('VycEHReGyJc') },
        { title: 'Sorghum Video 4', url: yt('U4odgvVCblc') },
        { title: 'Sorghum Video 5', url: yt('Bk2pFz7woiA') },
        { title: 'Sorghum Video 6', url: yt('WbaBocL-Yyo') },
        { title: 'Sorghum Video 7', url: yt('o1loek4cpPQ') },
        { title: 'Sorghum Video 8', url: yt('BmdM93OFpps') },
      ],
    },
    {
      name: 'Millet',
      videos: [
        { title: 'Millet Video 1', url: yt('E1FQ3QcWHR4') },
        { title: 'Millet Video 2', url: yt('9XMv5C7t5gs') },
        { title: 'Millet Video 3', url: yt('m8cxzy4F_7Q') },
        { title: 'Millet Video 4', url: yt('Rn5O67fNaHk') },
        { title: 'Millet Video 5', url: yt('deHuvbPgtyw') },
        { title: 'Millet Video 6', url: yt('JAnK5qlsH8k') },
      ],
    },
    {
      name: 'Cotton',
      videos: [
        { title: 'Cotton Video 1', url: yt('eN-TqqBQOAk') },
        { title: 'Cotton Video 2', url: yt('UciWr-v2aws') },
        { title: 'Cotton Video 3', url: yt('2tuSifDu8Mo') },
        { title: 'Cotton Video 4', url: yt('QHgNoSYlhYs') },
        { title: 'Cotton Video 5', url: yt('VoDUWbGPvi4') },
        { title: 'Cotton Video 6', url: yt('BofeiKsE5pU') },
        { title: 'Cotton Video 7', url: yt('INNnV7srprs') },
      ],
    },
    {
      name: 'Chickpeas',
      videos: [
        { title: 'Chickpeas Video 1', url: yt('_EL8DL1N-lQ') },
        { title: 'Chickpeas Video 2', url: yt('enrZ8TJzEIs') },
        { title: 'Chickpeas Video 3', url: yt('UjzoyAu9mX0') },
        { title: 'Chickpeas Video 4', url: yt('lCl3Yq5OZjw') },
        { title: 'Chickpeas Video 5', url: yt('qNxxsb76tJw') },
        { title: 'Chickpeas Video 6', url: yt('fTyeKbEVO7M') },
        { title: 'Chickpeas Video 7', url: yt('Xq-Ag3627oc') },
      ],
    },
    {
      name: 'Lentils',
      videos: [
        { title: 'Lentils Video 1', url: yt('afBPBl7TJpM') },
        { title: 'Lentils Video 2', url: yt('z8Bph21JuAM') },
        { title: 'Lentils Video 3', url: yt('RQhEOMdBxS8') },
        { title: 'Lentils Video 4', url: yt('9X-jv6WVCeI') },
        { title: 'Lentils Video 5', url: yt('UdSMPtUCl8k') },
        { title: 'Lentils Video 6', url: yt('JWtY1Oi-XwI') },
        { title: 'Lentils Video 7', url: yt('JjbwRuQch3A') },
        { title: 'Lentils Video 8', url: yt('-xcbWsw18Zc') },
      ],
    },
    {
      name: 'Onions',
      videos: [
        { title: 'Onions Video 1', url: yt('r1iKZ8y2xS4') },
        { title: 'Onions Video 2', url: yt('7yw_R6wPi-k') },
        { title: 'Onions Video 3', url: yt('Ll3JEY87sQc') },
        { title: 'Onions Video 4', url: yt('CEP3GWY1v4o') },
        { title: 'Onions Video 5', url: yt('LXQNfjcZLv4') },
        { title: 'Onions Video 6', url: yt('5TAj6g6RB70') },
        { title: 'Onions Video 7', url: yt('DL2xzWsg4hw') },
        { title: 'Onions Video 8', url: yt('q7Y42IdEhgw') },
      ],
    },
  ])

/** Animal Production → animal → video: 18 animals, 3 to 8 videos each. */
export const animalVideoGroups = z
  .array(VideoGroupSchema)
  .length(18)
  .parse([
    {
      name: 'Cattle',
      videos: [
        { title: 'Cattle Video 1', url: yt('OwNCbkIHBs4') },
        { title: 'Cattle Video 2', url: yt('l0H5sVWt_dA') },
        { title: 'Cattle Video 3', url: yt('GMyj6rM00qY') },
        { title: 'Cattle Video 4', url: yt('I0QGe3JK134') },
        { title: 'Cattle Video 5', url: yt('cskOSWUx6h8') },
        { title: 'Cattle Video 6', url: yt('_7m28Q2ucEQ') },
      ],
    },
    {
      name: 'Goats',
      videos: [
        { title: 'Goats Video 1', url: yt('JnkfnM9hP48') },
        { title: 'Goats Video 2', url: yt('1J0GADKEIF0') },
        { title: 'Goats Video 3', url: yt('MBVF1RZdKjM') },
        { title: 'Goats Video 4', url: yt('jxCSOVNIVo8') },
        { title: 'Goats Video 5', url: yt('rFSqNDDfQbY') },
        { title: 'Goats Video 6', url: yt('wZCUtAT94kQ') },
      ],
    },
    {
      name: 'Pigs',
      videos: [
        { title: 'Pigs Video 1', url: yt('_K5Rn-yw84E') },
        { title: 'Pigs Video 2', url: yt('xTeDsPgQhqw') },
        { title: 'Pigs Video 3', url: yt('p44kDSnAJFQ') },
        { title: 'Pigs Video 4', url: yt('Jgvul_FZd-0') },
        { title: 'Pigs Video 5', url: yt('FnMEwsAWMag') },
        { title: 'Pigs Video 6', url: yt('57wYGNV18GM') },
      ],
    },
    {
      name: 'Turkeys',
      videos: [
        { title: 'Turkeys Video 1', url: yt('WDzb_x9_khE') },
        { title: 'Turkeys Video 2', url: yt('2Ri45aKnTD8') },
        { title: 'Turkeys Video 3', url: yt('R54enhPyUAk') },
        { title: 'Turkeys Video 4', url: yt('S1AN9worJLc') },
      ],
    },
    {
      name: 'Horses',
      videos: [
        { title: 'Horses Video 1', url: yt('oJzUXaGBW5U') },
        { title: 'Horses Video 2', url: yt('vQlBWOy6WbM') },
        { title: 'Horses Video 3', url: yt('dTsv05g7ezM') },
        { title: 'Horses Video 4', url: yt('q7YpWpPv-uo') },
        { title: 'Horses Video 5', url: yt('pvBa8X-S6ys') },
      ],
    },
    {
      name: 'Donkeys',
      videos: [
        { title: 'Donkeys Video 1', url: yt('0vDwf0lbIW8') },
        { title: 'Donkeys Video 2', url: yt('VQ8pQSiTGv4') },
        { title: 'Donkeys Video 3', url: yt('vKPj2BjJ3_o') },
      ],
    },
    {
      name: 'Quails',
      videos: [
        { title: 'Quails Video 1', url: yt('h2ZzrS8Z-vE') },
        { title: 'Quails Video 2', url: yt('qUjYb-SwMwg') },
        { title: 'Quails Video 3', url: yt('YvH_NABkXYE') },
        { title: 'Quails Video 4', url: yt('9NyO06onVn4') },
        { title: 'Quails Video 5', url: yt('566hb5VsEic') },
      ],
    },
    {
      name: 'Llamas',
      videos: [
        { title: 'Llamas Video 1', url: yt('Jc-lkmDVAbQ') },
        { title: 'Llamas Video 2', url: yt('UBh4VYrTcvY') },
        { title: 'Llamas Video 3', url: yt('8FPXcYvgGcY') },
        { title: 'Llamas Video 4', url: yt('ctXTMMObk6k') },
        { title: 'Llamas Video 5', url: yt('lrnLAGfqwfU') },
      ],
    },
    {
      name: 'Bees',
      videos: [
        { title: 'Bees Video 1', url: yt('LHBXmFU3vV0') },
        { title: 'Bees Video 2', url: yt('sJzUn7aZ-K8') },
        { title: 'Bees Video 3', url: yt('QwOhh-RPlwA') },
        { title: 'Bees Video 4', url: yt('kJ1JSHIB52s') },
        { title: 'Bees Video 5', url: yt('jeFxOUZreXI') },
        { title: 'Bees Video 6', url: yt('HDUPcE14TUM') },
      ],
    },
    {
      name: 'Ostriches',
      videos: [
        { title: 'Ostriches Video 1', url: yt('5Ifyrj-NUrc') },
        { title: 'Ostriches Video 2', url: yt('oJ6kXUr9Isk') },
        { title: 'Ostriches Video 3', url: yt('JVJrfp1QrXM') },
        { title: 'Ostriches Video 4', url: yt('LaQXVfl8pg8') },
        { title: 'Ostriches Video 5', url: yt('w_XPBFH87I0') },
        { title: 'Ostriches Video 6', url: yt('BSjVhXohpMg') },
      ],
    },
    {
      name: 'Chickens',
      videos: [
        { title: 'Chickens Video 1', url: yt('pMbS8h1b5nY') },
        { title: 'Chickens Video 2', url: yt('jEv8_3dCzyc') },
        { title: 'Chickens Video 3', url: yt('QnHjj95J0Hk') },
        { title: 'Chickens Video 4', url: yt('ImPhTA9OS_Y') },
        { title: 'Chickens Video 5', url: yt('2Y-Q1up5lhs') },
        { title: 'Chickens Video 6', url: yt('qgG3jag-H6M') },
      ],
    },
    {
      name: 'Sheep',
      videos: [
        { title: 'Sheep Video 1', url: yt('oVIdJUuIZGk') },
        { title: 'Sheep Video 2', url: yt('p-HHxgO_0a8') },
        { title: 'Sheep Video 3', url: yt('U5cOUebj4-w') },
        { title: 'Sheep Video 4', url: yt('ZLmXwJLw_-I') },
        { title: 'Sheep Video 5', url: yt('XBshPO9MbWw') },
        { title: 'Sheep Video 6', url: yt('fs_X3O-5m7U') },
        { title: 'Sheep Video 7', url: yt('gY-5e4KqUeU') },
      ],
    },
    {
      name: 'Ducks',
      videos: [
        { title: 'Ducks Video 1', url: yt('bxrDBGOT4kM') },
        { title: 'Ducks Video 2', url: yt('e6UYd1zv-Ec') },
        { title: 'Ducks Video 3', url: yt('ENGhsCMVJq8') },
        { title: 'Ducks Video 4', url: yt('cgwGWW5pk2g') },
        { title: 'Ducks Video 5', url: yt('mYmBQ-gv9gE') },
      ],
    },
    {
      name: 'Rabbits',
      videos: [
        { title: 'Rabbits Video 1', url: yt('3CNwxQ_BISU') },
        { title: 'Rabbits Video 2', url: yt('i-rfXraKy30') },
        { title: 'Rabbits Video 3', url: yt('mu7mlOOYkr0') },
        { title: 'Rabbits Video 4', url: yt('DPb82nKHhyE') },
        { title: 'Rabbits Video 5', url: yt('LKuCAD4V27g') },
        { title: 'Rabbits Video 6', url: yt('id1BVrlllEA') },
      ],
    },
    {
      name: 'Camels',
      videos: [
        { title: 'Camels Video 1', url: yt('a3mTwCwgcBg') },
        { title: 'Camels Video 2', url: yt('IS3e2nxiW8I') },
        { title: 'Camels Video 3', url: yt('g9Ex7M6oG_s') },
        { title: 'Camels Video 4', url: yt('vkIG6CT2aLs') },
        { title: 'Camels Video 5', url: yt('8MwaFwTod4I') },
        { title: 'Camels Video 6', url: yt('pQhnaKKNV48') },
      ],
    },
    {
      name: 'Geese',
      videos: [
        { title: 'Geese Video 1', url: yt('vSg9t1lEUII') },
        { title: 'Geese Video 2', url: yt('g-PJTxTGh8w') },
        { title: 'Geese Video 3', url: yt('C2n4UlVDcWg') },
        { title: 'Geese Video 4', url: yt('O1ZWigNlEMs') },
        { title: 'Geese Video 5', url: yt('Q5M42PtSxAw') },
        { title: 'Geese Video 6', url: yt('y_p3Imc_VnI') },
      ],
    },
    {
      name: 'Fish',
      videos: [
        { title: 'Fish Video 1', url: yt('zzXmX_E7qWM') },
        { title: 'Fish Video 2', url: yt('YGaFNZzjCXI') },
        { title: 'Fish Video 3', url: yt('M7IroF4PfhM') },
        { title: 'Fish Video 4', url: yt('THeHlUb_mSM') },
        { title: 'Fish Video 5', url: yt('Bdv2HI72zgg') },
        { title: 'Fish Video 6', url: yt('0dwLOfyDlmA') },
        { title: 'Fish Video 7', url: yt('ASnKXWG1dBo') },
        { title: 'Fish Video 8', url: yt('TeZXH8e7UoY') },
      ],
    },
    {
      name: 'Guinea fowls',
      videos: [
        { title: 'Guinea fowls Video 1', url: yt('eShbGxO2Y78') },
        { title: 'Guinea fowls Video 2', url: yt('01rAa7l9LZ0') },
        { title: 'Guinea fowls Video 3', url: yt('5LhQVZc10jw') },
        { title: 'Guinea fowls Video 4', url: yt('ISKU-MnYuH0') },
        { title: 'Guinea fowls Video 5', url: yt('PVKF2Hs2zAM') },
        { title: 'Guinea fowls Video 6', url: yt('klK23Lyl4HI') },
      ],
    },
  ])

/**
 * The flat "Watch videos" list of each topic that has one. The catalogue's Crop
 * Production list repeats the Cattle videos by mistake, so it holds the first video
 * of six main crops instead (its button opens the crop picker above anyway).
 * Animal Production uses the animal picker; Drone Spraying and Rice Farming have none.
 */
export const topicVideoLists = z.array(TopicVideoListSchema).parse([
  {
    slug: 'crop-production',
    videos: [
      { title: 'Maize Production', url: yt('mZgSeChDyaY') },
      { title: 'Wheat Production', url: yt('SJv8bHTq4mU') },
      { title: 'Rice Production', url: yt('J_mMS3EkHok') },
      { title: 'Potato Production', url: yt('p13FS2LXmC8') },
      { title: 'Tomato Production', url: yt('FSFBPtRO4HU') },
      { title: 'Banana Production', url: yt('If9U6ME3ycQ') },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=crop+production+farming+Kenya',
  },
  {
    slug: 'precision-agriculture',
    videos: [
      { title: 'Modern Drone Spraying Techniques', url: 'https://youtu.be/0XfFNPedsxE?si=8CXNpYYtx-sRE6JQ' },
      { title: 'Precision Agriculture Technology', url: 'https://youtu.be/nXD5QRdgyCg?si=EI7zRLyYKb3MP6EA' },
      { title: 'Sensors and IoT in Modern Farming', url: 'https://youtu.be/GXq1FfH9byM?si=mMM2wDwRHFDSH4qm' },
      { title: 'Mobile Apps for Farm Management', url: 'https://youtu.be/Qmla9NLFBvU?si=ketHnqqslbQKdasa' },
      { title: 'Precision Ag 1', url: 'https://youtu.be/xKcC_ePJfi8?si=pPoJ-Go2rLgtpQSu' },
      { title: 'Precision Ag 2', url: 'https://youtu.be/I3cGXhgelms?si=dJmWlsD2uS7AzRb9' },
      { title: 'Precision Ag 3', url: 'https://youtu.be/Ulf8E1XnhgI?si=JkkzoU4_dkAhOGyB' },
      { title: 'Precision Ag Short 1', url: 'https://youtube.com/shorts/v8soeX3iWNA?si=VXlpBYV51bdKUn8y' },
      { title: 'Precision Ag Short 2', url: 'https://youtube.com/shorts/K7m29A7Gmic?si=LXDzMWoG6BOinNKQ' },
      { title: 'Precision Ag Short 3', url: 'https://youtube.com/shorts/Hzv9ahzWd6Y?si=7Vz82I1HthX880l_' },
      { title: 'Precision Ag Short 4', url: 'https://youtube.com/shorts/Q0W5NQyrvYw?si=NTRFvNw26N-M3d7N' },
      { title: 'Precision Ag 4', url: 'https://youtu.be/NSdPgLVpLCc?si=6DSgOFzyzJw3JOS9' },
      { title: 'Precision Ag 5', url: 'https://youtu.be/VA3zPuXt3Bw?si=HoWDxJ8sxrDPDeOy' },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=precision+agriculture+farming+Kenya',
  },
  {
    slug: 'pest-control',
    videos: [
      { title: 'Integrated Pest Management for Crops', url: 'https://youtu.be/TwxfqD73WYo?si=hSHOe4JZdHZLacJR' },
      { title: 'Common Crop Pests and Natural Controls 1', url: 'https://youtu.be/0D--ltYWKXI?si=kUZMFN3K236Js-D3' },
      { title: 'Pest Control 1', url: 'https://youtu.be/A_JsWGhjjbA?si=PdWlJpv2enYUNoSK' },
      { title: 'Pest Control 2', url: 'https://youtu.be/cBQhSgAs0g8?si=4V-q5S9NY_Jhsoaz' },
      { title: 'Pest Control 3', url: 'https://youtu.be/J-EAhXER82I?si=cK1mUD6lbcvJC2ZC' },
      { title: 'Pest Control 4', url: 'https://youtu.be/EiEObwJVrpM?si=UBc9D6rX31rp7ERh' },
      { title: 'Pest Control 5', url: 'https://youtu.be/T3fbvN7vIm8?si=7iZeKKXj7MAODHFQ' },
      { title: 'Pest Control 6', url: 'https://youtu.be/GNjYBRgKVRg?si=4k9C0dd1_A4uSwYT' },
      { title: 'Pest Control 7', url: 'https://youtu.be/AVSs-EkYTCo?si=GYrsP6luibhryL3O' },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=pest+control+farming+Kenya',
  },
  {
    slug: 'smart-farming',
    videos: [
      { title: 'Smart Farming 1', url: 'https://youtu.be/5SzJkL7czI0?si=xtAJ_15B9wfXWh7f' },
      { title: 'Smart Farming 2', url: 'https://youtu.be/lRyXlvIJFWI?si=tbe4aON7lU-mcmt2' },
      { title: 'Smart Farming 3', url: 'https://youtu.be/mD5jnxhne7o?si=JCq1Wbz2T42vMQzJ' },
      { title: 'Smart Farming 4', url: 'https://youtu.be/gO-eYYJogL4?si=ITFMwQxmzFs3o8WU' },
      { title: 'Smart Farming 5', url: 'https://youtu.be/pFsPqGudHgI?si=-hATS91zmTSW4mZY' },
      { title: 'Smart Farming 6', url: 'https://youtu.be/hWkYtZxpQUo?si=ThSa8kG1PcUODvMg' },
      { title: 'Smart Farming 7', url: 'https://youtu.be/iloAQmroRK0?si=OpPTjztYaTEJXO2Q' },
      { title: 'Smart Farming 8', url: 'https://youtu.be/ScsUT07eMPs?si=ag326xp2iW5Y3ViD' },
      { title: 'Smart Farming 9', url: 'https://youtu.be/-PnIwzxZWLY?si=rso3zjUVajkUIwYw' },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=smart+farming+Kenya',
  },
  {
    slug: 'climate-smart-agriculture',
    videos: [
      { title: 'Adapting to Climate Change in Farming', url: 'https://youtu.be/q7JnJ0oBa94?si=0I0saEynpoGr_wl4' },
      { title: 'Water Conservation in Changing Climate', url: 'https://youtu.be/KYeFNnPJVEg?si=TZ0AW2fepFhCjvOC' },
      { title: 'Carbon Sequestration in Agricultural Soils', url: 'https://youtu.be/y1bhpy4volc?si=zKQ9Bffevzf2xtpk' },
      { title: 'Climate-Smart Video 1', url: 'https://youtu.be/g0wkT3mf80U?si=KQJ8B_GLjwfdii7Z' },
      { title: 'Climate-Smart Video 2', url: 'https://youtu.be/ykJOXcHJ6sw?si=NjQ3cqMwuaqykdZn' },
      { title: 'Climate-Smart Video 3', url: 'https://youtu.be/i0V2xzEw44Y?si=Pb-D7i2V4DQjpDo6' },
      { title: 'Climate-Smart Video 4', url: 'https://youtu.be/DArDb2tCl0Y?si=RNSujz57iOvLF6xF' },
      { title: 'Climate-Smart Video 5', url: 'https://youtu.be/F9_nH7_O8Ys?si=luMrKNxZRYZjbtHH' },
      { title: 'Climate-Smart Video 6', url: 'https://youtu.be/CLn18JpVb9o?si=0EZx8Aqj1mgh0J63' },
      { title: 'Climate-Smart Video 7', url: 'https://youtu.be/z3ewl7MhRXY?si=fkNuNadVTkzQ2JKm' },
      { title: 'Climate-Smart Video 8', url: 'https://youtu.be/BMVyQfqof4I?si=zF5JggJhaq1HhrbN' },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=climate+smart+agriculture+Kenya',
  },
  {
    slug: 'soil-health',
    videos: [
      { title: 'Understanding Soil Testing Results', url: 'https://youtu.be/wNKmHk-L2N0?si=MGxDJ-IIjEAszFbx' },
      {
        title: 'Natural Methods for Improving Soil Fertility',
        url: 'https://youtu.be/SxJoOh4a0wM?si=gK5ekPR47lNugH1I',
      },
      { title: 'Soil Fertility 1', url: 'https://youtu.be/soIjHHOgvvQ?si=8FXU1gZnPSUmpzof' },
      { title: 'Soil Fertility 2', url: 'https://youtu.be/o6LP6MdWgvY?si=3krmcP-Xky1LjON1' },
      { title: 'Soil Fertility 3', url: 'https://youtu.be/7BaomVuhxxE?si=BjzexUfwC6Hmoxjm' },
      { title: 'Soil Fertility 4', url: 'https://youtu.be/A8qTRBc8Bws?si=7UajP5hfef_YkhTs' },
      { title: 'Soil Fertility 5', url: 'https://youtu.be/WpKwlkXA8zA?si=4Dtqhg7qjEKoyqn_' },
      { title: 'Soil Fertility 6', url: 'https://youtu.be/5I1_BdO8MsY?si=Hk2MKg5nbgb_NSHS' },
      { title: 'Soil Fertility 7', url: 'https://www.youtube.com/live/NVkwGDj-nyw?si=r2F8xj4vEd2OcXED' },
      { title: 'Soil Fertility 8', url: 'https://youtu.be/iKIob_Rg4RY?si=L5d_0fy4k7JUvX9S' },
      { title: 'Soil Fertility 9', url: 'https://youtu.be/6EibW37us-g?si=PX5l0fkrZiH-nWph' },
      { title: 'Soil Fertility 10', url: 'https://youtu.be/L14woJZEJnk?si=yR926riwu4PKU5xG' },
    ],
    moreUrl: 'https://www.youtube.com/results?search_query=soil+health+farming+Kenya',
  },
])
