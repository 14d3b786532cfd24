import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'rice-farming',
  title: 'Kilimo cha Mpunga',
  description:
    'Lima mpunga katika vijaruba huko Mwea, Ahero, West Kano na Bura: aina za mbegu, kitalu, kupandikiza, maji, wadudu, ndege na kukausha.',
  summary:
    'Mwongozo wa hatua kwa hatua kwa wakulima wa mpunga wa Kenya: chagua aina inayofaa mradi wako wa umwagiliaji, otesha miche yenye afya, pandikiza kwa umri unaofaa, simamia maji na mbolea, linda zao dhidi ya ugonjwa wa blast, batobato ya njano, vipekecha mabua na ndege kwelea, kisha vuna na ukaushe vizuri ili mchele usivunjike kinuni.',
  body: `Mpunga ni nafaka ya tatu kwa umuhimu nchini Kenya baada ya mahindi na ngano, na mahitaji yake yanazidi kupanda. Mavuno ya mpunga ya Kenya yaliongezeka mara mbili kutoka tani 116,000 mwaka 2018 hadi tani 244,000 mwaka 2023, lakini bado nchi inazalisha chini ya moja ya tano ya mchele inaoula: tathmini ya kitaifa ya sekta ya mpunga ya mwaka 2024 ilionyesha kwamba nchi inajitosheleza kwa chini ya asilimia 20. Mkulima anayezalisha mpunga bora ana soko la uhakika.

Mpunga mwingi wa Kenya hulimwa katika vijaruba vilivyosawazishwa na kujazwa maji ndani ya miradi ya umwagiliaji, huku baadhi ya wakulima wakilima mpunga wa kutegemea mvua. Mwongozo huu unahusu aina zote mbili, ukiangazia zaidi mpunga wa umwagiliaji, kuanzia kuchagua mbegu hadi kukausha mavuno.

1. Maana ya Kilimo cha Mpunga nchini Kenya

Kilimo cha mpunga ni kukuza mpunga kutoka mbegu hadi nafaka kavu. Katika miradi ya umwagiliaji, mbegu hupandwa kwanza kitaluni, miche michanga hupandikizwa kwenye mashamba yaliyotopeshwa na kujazwa maji, na maji hudhibitiwa kupitia mifereji hadi muda mfupi kabla ya kuvuna. Katika maeneo ya kutegemea mvua, mbegu hupandwa moja kwa moja shambani.

Mpunga hulipa kazi ya uangalifu. Mashamba yaliyosawazishwa, miche yenye afya, udhibiti mzuri wa maji na kuvuna kwa wakati ndivyo vinavyotofautisha zao duni na zao lenye faida. Nafaka bora pia hupata bei nzuri zaidi kinuni.

2. Maeneo Muhimu ya Mpunga na Aina za Mbegu

**Maeneo makuu ya kilimo:**

- **Mradi wa Umwagiliaji wa Mwea, Kaunti ya Kirinyaga:** mradi mkubwa zaidi nchini, ambako wakulima wengi hupanda mpunga mara moja kwa mwaka. Bwawa la Thiba linakusudiwa kuuwezesha mradi kupanuka na kuwapa wakulima maji ya mazao mawili kwa mwaka.
- **Ahero na West Kano, Kaunti ya Kisumu:** miradi iliyo katika tambarare za Kano karibu na Ziwa Victoria. Wakulima wa Ahero, Kano na Bunyala wameripotiwa kupanda kati ya Juni na Oktoba.
- **Bura na Hola, Kaunti ya Tana River:** miradi ya umwagiliaji kando ya Mto Tana. Huko Bura, aina mpya ya Komboka imeenea haraka.

**Aina kuu za mbegu:**

- **Basmati 370:** mchele wenye harufu nzuri, ambao mara nyingi huuzwa kama Pishori, na mojawapo ya aina zinazopendwa zaidi Mwea. Mavuno yake huko Mwea hutegemea sana maji, mbolea na matunzo.
- **IR 2793:** aina isiyo na harufu inayolimwa katika miradi ya umwagiliaji. Katika jaribio la Chuo Kikuu cha Nairobi na IRRI huko Mwea, ilitoa nafaka nyingi kuliko Basmati 370 katika msimu wa kwanza.
- **Komboka:** ilitengenezwa na KALRO, IRRI na Mamlaka ya Kitaifa ya Umwagiliaji (National Irrigation Authority) na kuzinduliwa mwishoni mwa 2020. Inaahidi takriban tani 7 kwa hekta (takriban magunia 28 kwa ekari), huvunjika kidogo kuliko Pishori inapokobolewa, na machipukizi yake baada ya kuvuna (ratoon) yanaweza kutoa angalau nusu ya mavuno ya kwanza.
- **NERICA:** aina za nchi kavu kwa kilimo cha kutegemea mvua. NERICA 1, 2, 4, 5 na 7 zimeripotiwa kustahimili vipekecha mabua.

Kidokezo: nunua mbegu zilizothibitishwa kupitia mradi wako, KALRO au muuzaji aliyesajiliwa. Mbegu zilizohifadhiwa kutoka shamba lenye mchanganyiko wa aina au lenye magonjwa hubeba magugu, aina zisizo halisi na magonjwa hadi msimu unaofuata.

3. Hatua kutoka Kitaluni hadi Kupandikiza

- **Hatua ya 1 – Chagua mbegu bora:** weka mbegu kwenye bakuli la maji yenye chumvi. Ondoa mbegu nyepesi zinazoelea, kisha osha mbegu zilizozama na uziloweke katika maji safi kabla ya kupanda.
- **Hatua ya 2 – Andaa kitalu:** tengeneza tuta la kitalu lililosawazishwa, lenye udongo laini na lililoandaliwa vizuri, na usie mbegu kwa uchache ili miche ikue imara.
- **Hatua ya 3 – Andaa shamba kuu:** jaza shamba maji, lilime kwa rotaveta au jembe la plau hadi liwe tope laini, na ulisawazishe vizuri ili maji yasimame kwa kina sawa kila mahali.
- **Hatua ya 4 – Pandikiza kwa umri unaofaa, kwa mistari:** ushauri wa KALRO kwa mpunga wa umwagiliaji ni kupandikiza siku 21 hadi 30 baada ya miche kuota. Panda katika mistari iliyonyooka inayopimwa kwa kamba badala ya kupanda ovyo, kama mradi wa mpunga wa JICA huko Mwea ulivyofundisha; jaribio la Chuo Kikuu cha Nairobi na IRRI huko Mwea lilipata nafaka nyingi zaidi kwa nafasi ndogo ya sentimita 15 kwa sentimita 15. Muulize afisa wa nyanjani wa mradi wako ni nafasi gani inafaa aina yako.
- **Hatua ya 5 – Ziba mapengo:** badilisha mashina yaliyokosekana au yaliyokufa katika siku za kwanza baada ya kupandikiza ili shamba liwe na miche sawasawa.

**Kwa mpunga wa kutegemea mvua**, KALRO inapendekeza kupanda kwenye mashimo au mistari badala ya kumwaga mbegu kwa kutawanya. Mbegu zinazotawanywa huanguka bila mpangilio, huliwa na ndege na panya, na hufanya palizi kuwa ngumu. Unapopanda kwa vishimo, weka mbegu tatu hadi tano kwa kila shimo kwa nafasi ya sentimita 25 kwa sentimita 15, kisha punguza zibaki miche miwili hadi minne zikiwa na umri wa siku 14 hadi 21. Unapopanda kwa mistari, tumia kilo 50 hadi 75 za mbegu kwa hekta kulingana na unyevu wa udongo.

Kidokezo cha kitaalamu: kupanda kwa mistari iliyonyooka kwa kutumia kamba huchukua muda kidogo zaidi siku hiyo, lakini hurahisisha sana palizi, kuweka mbolea, ukaguzi wa shamba na kunyunyizia dawa kwa msimu mzima uliobaki.

4. Mbinu Muhimu: Maji, Mbolea na Magugu

**Maji.** Weka tabaka jembamba la maji shambani na ufuate ratiba ya maji ya mradi wako. Si lazima shamba libaki limejaa maji wakati wote: katika jaribio lilelile la Mwea, kujaza maji kwa vipindi, yaani kuacha maji yapungue kati ya umwagiliaji mmoja na mwingine, kulitoa nafaka nyingi kuliko kujaza maji mfululizo na kuokoa asilimia 44.4 ya maji ya umwagiliaji. Udhibiti mzuri wa maji pia huzuia mbolea kupotea kabla zao halijaitumia. Ondoa maji shambani muda mfupi kabla ya kuvuna, ratiba ya maji ya mradi wako inaporuhusu, ili uvune kwenye ardhi imara.

**Mbolea.** Panga kwa kutegemea kipimo cha udongo na ushauri wa mradi wako. Kwa kawaida mpunga hupewa mbolea yenye fosforasi kama DAP wakati wa kupandikiza, na naitrojeni kama mbolea ya kukuzia wakati wa ukuaji, ikigawanywa ili zao liweze kuitumia. Watafiti huko Mwea wamelinganisha viwango vya naitrojeni kwenye aina za mpunga za huko: uliza mradi wako kiwango kinachofaa aina yako na shamba lako, na usiige kiwango cha jirani.

Majaribio ya potashi huko Mwea yaligundua kwamba udongo mwingi ulikuwa na asidi na upungufu wa potasiamu, na kwamba mpunga uliitikia potashi zaidi kwa viwango vya wastani tu. Kupima udongo kabla ya msimu kunakusaidia kutumia pesa za mbolea mahali zinapoleta faida.

**Magugu.** Palilia mapema na upalilie tena. Palizi nyingi katika miradi ya umwagiliaji hufanywa kwa mkono, na ni rahisi zaidi mpunga ukiwa katika mistari iliyonyooka. Palizi ya mapema inayorudiwa pia huondoa nyasi zinazohifadhi virusi vya batobato ya njano ya mpunga. Ukitumia dawa ya kuua magugu, fuata kanuni zilezile za usalama zinazotajwa hapa chini kwa viuatilifu.

5. Changamoto: Wadudu, Magonjwa na Ndege

**Ugonjwa wa blast wa mpunga (rice blast)** ni ugonjwa wa kuvu unaosababisha madoa kwenye majani, huozesha shina kwenye vifundo na hushambulia shingo ya suke. Masuke yaliyoathirika hubadilika kuwa meupe na huwa na nafaka chache au bila nafaka kabisa. Hustawi katika vipindi virefu vya unyevu, unyevu mwingi hewani, na usiku wenye baridi usio na upepo, na mlipuko unaweza kuchukua sehemu kubwa ya mavuno.

- Tumia aina zinazostahimili ugonjwa na mbegu safi.
- Choma majani na mabua yenye ugonjwa baada ya kuvuna.
- Tafuta ushauri wa afisa ugani kabla ya kutumia dawa yoyote ya kuua kuvu.

**Batobato ya njano ya mpunga (rice yellow mottle virus, RYMV)** iliripotiwa kwa mara ya kwanza nchini Kenya mwaka 1966. Majani hugeuka manjano, mimea hudumaa, hutoa machipukizi machache na nafaka tupu, na ugonjwa huu unaweza kuharibu sehemu kubwa ya zao: hasara ya mavuno ya hadi asilimia 92 imerekodiwa kwa aina moja maarufu nchini Tanzania. Huenezwa na mbawakavu na kwa kushika mimea, si kwa mbegu.

- Panda aina zinazostahimili au kuvumilia ugonjwa huu; uliza KALRO Mwea au mradi wako ni zipi zinazofaa eneo lako.
- Panda wakati mmoja na majirani zako, kwa sababu tarehe za kupanda zilizotawanyika huongeza hatari ya milipuko.
- Ng'oa mimea iliyoambukizwa kitaluni na shambani, na uharibu mabaki ya mazao na machipukizi ya baada ya kuvuna yanayobeba virusi.
- Palilia mapema na mara mbili, dhibiti mbawakavu, na epuka kuchubua mimea unapofanya kazi.
- Punguza mbolea kwenye vipande ambavyo tayari vimeambukizwa.

**Vipekecha mabua** hutoboa mashina ya mpunga. Katika mimea michanga, chipukizi la kati hufa ("moyo uliokufa"), na katika mimea mikubwa, masuke hutoka matupu na meupe ("vichwa vyeupe").

- Choma mabua au walishe mifugo baada ya kuvuna, kisha lima na ujaze shamba maji ili kuua viwavi waliojificha.
- Panda mapema na kwa wakati mmoja katika eneo zima la mashamba.
- Linda maadui wa asili kama nyigu wanaoishi ndani ya wadudu wengine, buibui, siafu na kerengende kwa kuepuka kunyunyizia dawa bila sababu.

**Ndege kwelea (quelea)** huja kwa makundi ya maelfu na hula nafaka. Ni hatari zaidi asubuhi na mapema, ndiyo sababu wakulima hulinda mashamba yao wakati huo. Kufukuza ndege ni gharama: wakati wa uvamizi wa 2023 karibu na Kisumu, na huko Ahero, wakulima walilazimika kuajiri watu kadhaa kulinda kila ekari.

- Panda wakati mmoja na majirani zako ili eneo zima liive pamoja na shinikizo la ndege ligawanywe.
- Panga zamu za kufukuza ndege kuanzia asubuhi na mapema, kwa kutumia kelele, bendera na vinyago vya kutisha ndege.
- Ripoti makundi makubwa ya ndege wanakolala kwa ofisi ya ulinzi wa mimea ya kaunti yako. Udhibiti wa kwelea kwa kiwango kikubwa ni kazi ya mamlaka husika: usiweke sumu kamwe ndani ya mashamba yako au karibu nayo wewe mwenyewe.

Ikibidi unyunyizie dawa dhidi ya mdudu au ugonjwa wowote, tumia tu viuatilifu vilivyosajiliwa na PCPB kwa mpunga (tangu mapitio ya viuatilifu ya Juni 2025, muombe muuzaji wa agro-vet yako, yaani duka la pembejeo za kilimo na za daktari wa mifugo, athibitishe kwamba bidhaa hiyo bado inaruhusiwa), chukua kipimo kutoka kwenye lebo pekee, soma na ufuate lebo nzima, vaa glavu, gumbuti, ovaroli na barakoa, usiruhusu dawa kuingia kwenye mifereji na maji ya kunywa, heshimu muda wa kusubiri kabla ya kuvuna ulioandikwa kwenye lebo, na umuulize muuzaji wako wa pembejeo au afisa ugani kabla ya kununua.

6. Hatua za Kuvuna na Kukausha

- **Hatua ya 1 – Hakikisha umekomaa:** vuna wakati takriban robo tatu ya masuke shambani yamegeuka rangi ya dhahabu au ya majani makavu.
- **Hatua ya 2 – Usivune mapema mno:** subiri hadi nafaka ikomae na kuwa ngumu shambani, kama afisa wa nyanjani wa mradi wako anavyoshauri. Njia ya haraka ya kupima ni kuuma punje: inapaswa kuwa ngumu, si kuvunjikavunjika.
- **Hatua ya 3 – Pura mapema:** pura juu ya maturubai au mikeka, kamwe si juu ya ardhi tupu, na usiache mpunga uliokatwa ukiwa katika marundo yenye unyevu shambani.
- **Hatua ya 4 – Kausha sawasawa:** kukausha haraka mno hupasua punje, ambazo kisha huvunjika kinuni. Tandaza mpunga kwa tabaka jembamba, ugeuze mara kwa mara na uukinge dhidi ya mvua na jua kali kupita kiasi.
- **Hatua ya 5 – Kausha vya kutosha:** IRRI inashauri kukausha hadi unyevu wa asilimia 13 au chini kwa kuhifadhi kwa miezi kadhaa, na hadi asilimia 12 au chini kwa nafaka unayoweka kama mbegu. Punje zilizokauka hutoa sauti ya kuchakarika.
- **Hatua ya 6 – Hifadhi vizuri:** weka mpunga katika magunia safi juu ya mbao za kuinulia magunia (pallets) ndani ya ghala kavu, lenye hewa ya kutosha na lililolindwa dhidi ya panya na wadudu.

Zingatia: mchele uliovunjika huuzwa kwa bei ya chini kuliko punje nzima. Kukausha kwa uangalifu ni mojawapo ya njia nafuu zaidi za kuongeza bei unayopata kwa mpunga wako.

7. Mfano Halisi: Mpunga wa Komboka huko Bura

Peter Mburu analima mpunga katika Mradi wa Umwagiliaji na Makazi wa Bura, Kaunti ya Tana River. Zamani alilima Pishori, lakini wanunuzi hawakuupenda sana kwa sababu sehemu kubwa ilivunjika ulipokobolewa. Alihamia Komboka kwenye ekari zake tatu, kwa mujibu wa Mamlaka ya Kitaifa ya Umwagiliaji, na sasa huvuna hadi magunia 35 ya takriban kilo 100 kutoka ekari 1.5. Kama wakulima wengi wa huko, huvuna kwa mashine ya kuvuna (combine harvester) anayoikodi, na machipukizi ya Komboka baada ya kuvuna yanaweza kuongeza mavuno ya ziada kwa kazi ndogo sana ya ziada.

Mkulima mwingine wa Bura, John Macharia, aliliambia gazeti la The Star kwamba Pishori yake ilirefuka kisha ikaanguka, na kwamba Komboka ilifanya vizuri zaidi katika mashamba yake baada ya kuijaribu kwanza kitaluni mwake. Funzo kwa kila mradi ni lilelile: chagua aina iliyothibitishwa katika eneo lako, na ujaribu aina mpya kwenye kipande kidogo kabla ya kuipanda shamba zima.

8. Hitimisho

Mpunga unaweza kuwa biashara ya kutegemewa kila hatua ikifanywa vizuri. Kabla ya kila msimu, hakikisha una:

✓ Mbegu zilizothibitishwa za aina inayofaa mradi wako.
✓ Shamba lililosawazishwa na miche yenye afya iliyopandikizwa kwa umri unaofaa.
✓ Maji ya uhakika na mpango wa mbolea unaotokana na kipimo cha udongo.
✓ Mpango na majirani zako wa kupanda kwa wakati mmoja na kufukuza ndege.
✓ Maturubai na ghala kavu vilivyo tayari kabla ya mavuno kuanza.

Kumbuka: maafisa wa nyanjani wa mradi wako, Mamlaka ya Kitaifa ya Umwagiliaji na KALRO Mwea wapo kukusaidia. Jiunge na kikundi chako cha wakulima au chama cha ushirika, ambapo mnaweza kushirikiana katika ratiba za maji, kufukuza ndege na kutafuta masoko.`,
  imageAlts: [
    'Mpunga mbichi ukikua katika vijaruba vilivyojaa maji',
    'Zao la nafaka likikua katika shamba',
    'Mandhari ya mashamba ya mpunga katika shamba',
  ],
  atAGlance: [
    { label: 'Mchele ambao Kenya inajizalishia', value: 'Chini ya asilimia 20 ya inaoula (tathmini ya sekta ya 2024)' },
    { label: 'Mavuno ya Komboka', value: 'Takriban tani 7 kwa hekta, takriban magunia 28 kwa ekari' },
    { label: 'Machipukizi ya Komboka baada ya kuvuna', value: 'Angalau nusu ya mavuno ya kwanza' },
    { label: 'Kupandikiza miche', value: 'Siku 21 hadi 30 baada ya kuota, kwa mistari iliyonyooka' },
    { label: 'Nafasi kati ya mistari (jaribio la Mwea)', value: '15 × 15 cm ilitoa nafaka nyingi zaidi' },
    {
      label: 'Kujaza maji kwa vipindi',
      value: 'Maji ya umwagiliaji pungufu kwa asilimia 44.4, na nafaka zaidi, katika jaribio la Mwea',
    },
  ],
}
