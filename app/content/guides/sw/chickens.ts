import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'chickens',
  title: 'Kuku wa Kienyeji na wa Mayai',
  description:
    'Kuku wa kienyeji na wa mayai wanaoishi na kutaga: banda, chakula, ratiba ya chanjo, kideri na Gumboro, na utunzaji wa mayai.',
  summary:
    'Mwongozo kwa familia za Kenya zinazofuga kuku wa kienyeji, kienyeji walioboreshwa au kuku wa mayai: mpe kila kuku nafasi ya kutosha, lisha vizuri kila hatua ya ukuaji, fuata ratiba ya chanjo pamoja na daktari wa mifugo, tambua kideri na Gumboro mapema, na utunze mayai yamfikie mnunuzi yakiwa safi na mabichi.',
  body: `Kuku ndio wanyama wanaofugwa na familia nyingi zaidi nchini Kenya. Kuku wa kienyeji ni takriban asilimia 70 ya kuku wote nchini Kenya, kwa mujibu wa KALRO, na hutoa mayai, nyama, pesa za mahitaji madogo na kuku wa kuuza gharama kubwa inapofika. Kuku wa mayai, wanaofugwa kwa ajili ya mayai tu, wanaweza kuleta mapato ya kila wiki kutoka nafasi ndogo.

Hata hivyo makundi mengi hayakui, kwa sababu vifaranga hufa wakiwa wadogo, kuku huacha kutaga, na mlipuko wa kideri humaliza kundi zima ndani ya wiki moja. Mwongozo huu unaeleza mambo yanayowaweka kuku hai na wakitaga: banda, chakula, ratiba ya chanjo, magonjwa mawili yanayoogopwa zaidi na wafugaji, na utunzaji wa mayai. Chanjo na dawa huchaguliwa na kutolewa pamoja na daktari wa mifugo au mhudumu wa afya ya mifugo; mwongozo huu unakueleza cha kuomba na kwa nini.

1. Maana ya Ufugaji Bora wa Kuku

Ufugaji bora wa kuku ni kuwalinda kuku dhidi ya magonjwa, wanyama wawindaji na hali mbaya ya hewa, kulisha kila kundi la umri kile linachohitaji, na kuweka mayai safi na mabichi. Unafaa kila mfumo: kuku wa kienyeji wanaozurura mchana na kulala bandani, kienyeji walioboreshwa wanaofugwa bandani pamoja na uzio wa kuzurura, na kuku wa mayai wanaofugwa kwenye matandiko mazito sakafuni au kwenye vizimba.

2. Faida za Kufuga Kuku Vizuri

- **Vifaranga wengi zaidi huishi:** KALRO inaeleza kwamba kudhibiti magonjwa ya kawaida ya kuku wanaozurura kunaweza kuongeza kuishi kwa vifaranga kwa angalau asilimia 30, na lishe bora, banda bora na udhibiti wa magonjwa kwa pamoja vinaweza kufikisha kuishi kwa vifaranga hadi asilimia 80.
- **Mayai zaidi ya kula na kuuza:** kuku anayelishwa, mwenye banda na asiye na magonjwa hutaga mara nyingi zaidi.
- **Pesa za kila mara:** mayai huuzika kila wiki na kuku huuzika wakati wowote wa mwaka.
- **Samadi:** kinyesi cha kuku na matandiko yake hurutubisha shamba.
- **Wasiwasi mdogo:** kundi lililochanjwa halitoweki usiku mmoja.

3. Aina Muhimu za Kuku na Unachoweza Kutarajia

**Kuku wa kienyeji** huishi zaidi kwa kujitafutia chakula. KALRO inaripoti kwamba kuku wa kienyeji hutaga mayai 8 hadi 15 kwa mzunguko mmoja, kutegemea chakula, huyalalia na kuangua takriban asilimia 80, na hufanya mizunguko 2 hadi 3 kwa mwaka. Wanastahimili mazingira magumu kuliko kuku wa kibiashara, na mayai na nyama yao huuzwa kwa bei nzuri.

**Kuku wa kienyeji walioboreshwa**, kama kuku wa KARI walioboreshwa na KALRO, hutaga zaidi na hukua haraka wanapolishwa na kuwekwa bandani. Katika kazi ya KALRO huko Machakos, matumizi ya kuku hawa walioboreshwa miongoni mwa wakulima yalipanda kutoka asilimia 2 mwaka 2008 hadi asilimia 59 mwaka 2016, na asilimia 39 ya wakulima wa kijiji cha Kiambu waliwachukua.

**Kuku wa mayai wa kibiashara** wamezalishwa kwa ajili ya mayai tu. Hutaga mayai mengi zaidi kuliko kuku wa kienyeji, lakini tu wakipewa chakula kamili cha kuku wa mayai, maji safi, mwanga mzuri na ratiba kali ya chanjo kutoka kwa kituo cha kutotolea vifaranga.

4. Mambo Muhimu ya Banda kwa Kila Kundi

Banda huwalinda kuku usiku dhidi ya wezi, wanyama wawindaji, mvua na baridi, na huwapa kuku mahali salama pa kutagia na kulalia mayai.

- **Nafasi:** FAO inashauri banda dogo rahisi la m² 0.3 hadi 0.4 kwa kila kuku kwa kuku wanaokaa mchana kwenye uzio wa kuzurura. Kwa hiyo kuku 100 wanahitaji banda la takriban m² 30 hadi 40. Kila uzio unapaswa kutoa angalau m² 10 hadi 15 kwa kila kuku, na pale kuku wanapolazimika kujitafutia sehemu kubwa ya chakula chao, eneo la kuzurura la m² 40 hadi 80 kwa kila kuku. Banda linalohamishika (fold unit) linahitaji m² 0.5 kwa kila kuku.
- **Hewa bila upepo mkali:** kuta za wavu wa kuku au vipande vya mbao pembeni huruhusu hewa kupita; acha upande mmoja uliofungwa kuzuia upepo wa baridi.
- **Sakafu na matandiko makavu:** tumia vumbi la mbao au nyasi kavu sakafuni na ubadilishe sehemu zilizolowa mara moja; matandiko yenye unyevu huzalisha magonjwa.
- **Vigingi vya kulalia na viota:** kuku hupumzika juu ya vigingi usiku, na kuku wa kutaga hutagia kwenye viota vilivyotulia na vyenye giza, vyenye matandiko safi.
- **Panya, nyoka na mwewe:** funga banda usiku na ufyeke nyasi kuzunguka banda.

**Kutunza vifaranga kwenye joto.** Vifaranga walioanguliwa karibuni hawawezi kujipatia joto wenyewe. Chini ya kuku mama wanapata joto la kutosha; bila kuku mama wanahitaji kitalu cha joto. KALRO inahimiza kitalu rahisi cha sanduku la nyasi (hay box brooder) kwa vifaranga wa kienyeji. Waangalie vifaranga: wakijazana chini ya chanzo cha joto wanahisi baridi, na wakihema mbali nacho wana joto kupita kiasi.

Kidokezo: Jenga banda ambalo unaweza kusimama ndani yake ili kukusanya mayai na kusafisha. Banda lililo gumu kusafisha halisafishwi.

5. Mambo Muhimu ya Chakula kutoka Kifaranga hadi Kuku wa Kutaga

Kila hatua ya ukuaji huhitaji chakula tofauti, na mwongozo wa KALRO unatoa michanganyiko ya kutengeneza nyumbani kwa vifaranga, kuku wanaokua na kuku wa kutaga kutoka kwa viungo vinavyopatikana karibu. Nunua au changanya:

- **Chakula cha vifaranga** kwa vifaranga wadogo, kisha **chakula cha kukuzia** wakati mitetea inakua, kisha **chakula cha kuku wa mayai** kuku wanapoanza kutaga. Badilisha chakula polepole kwa siku kadhaa.
- **Maji safi wakati wote:** kuku wanaokosa maji huacha kula na kutaga. Osha vyombo vya maji kila siku.
- **Kuku wa kienyeji wanaozurura:** hupata wadudu, mbegu na majani, lakini hutaga vizuri zaidi wakipewa konzi ya nafaka au chakula kila siku pamoja na mboga za jikoni.
- **Kiasi gani:** mahitaji ya chakula hutegemea aina ya kuku, chakula na hatua ya ukuaji. Fuata chati ya mtengenezaji wa chakula au mchanganyiko wa afisa ugani, pima chakula kwa wiki moja, na uangalie mayai na uzito wa kuku.

Kumbuka: Usiwahi kuwalisha kuku nafaka au chakula chenye ukungu. Ukungu unaweza kubeba sumukuvu, inayowadhuru kuku na inayoweza kuishia kwenye mayai mnayokula na kuuza. Mwongozo wa mavuno na uhifadhi unaeleza jinsi ya kuweka nafaka ikiwa kavu.

6. Hatua za Ratiba ya Chanjo

Ratiba ya chanjo ni mpango ulioandikwa wa chanjo ambayo kila kundi la kuku linapewa, na lini. Nchini Kenya, chanjo hushughulikiwa na kutolewa na wataalamu wa mifugo na wasaidizi wao waliosajiliwa, ambao hupanga ratiba kwa eneo lako, aina ya kuku wako na magonjwa yaliyo karibu nawe.

- **Hatua ya 1 – Uliza kituo cha kutotolea kilichofanywa:** baadhi ya vituo huwachanja vifaranga wa siku moja dhidi ya Marek's, kideri, Gumboro na mkamba wa kuambukiza (infectious bronchitis); vingine huchanja dhidi ya Marek's pekee. Omba cheti cha chanjo kilichotiwa saini na muuzaji wa vifaranga.
- **Hatua ya 2 – Panga Gumboro mapema:** Gumboro huwashambulia kuku hasa wakiwa na umri wa takriban wiki 3 hadi 4, na maambukizi ya mapema zaidi, mara nyingi bila dalili, hudhoofisha kinga ya kifaranga kwa kudumu. Daktari wa mifugo ataweka dozi za Gumboro kabla ya kipindi hicho cha hatari.
- **Hatua ya 3 – Zuia kideri mwaka mzima:** chanjo ya I-2 inayostahimili joto, ambayo KALRO inapendekeza kwa kuku wa kienyeji wa Kenya, inaweza kutolewa kwa kuku wa umri wowote kuanzia siku moja hadi mtu mzima, kwa tone moja jichoni. Kinga haidumu milele: mipango ya vijijini inayodhibiti ugonjwa huu vizuri hufanya kampeni 3 za chanjo kwa wakati kila mwaka. Muulize daktari wa mifugo au ofisi ya mifugo ya kaunti mahali pa kupata chanjo na mara ngapi ya kuirudia katika eneo lako.
- **Hatua ya 4 – Ongeza kile eneo lako linahitaji:** muulize daktari wa mifugo kama ratiba yako inapaswa pia kujumuisha ndui ya kuku, homa ya matumbo ya kuku (fowl typhoid) na magonjwa mengine yaliyozoeleka unakoishi.
- **Hatua ya 5 – Chanja kuku wenye afya, na uandike:** hifadhi chanjo mahali penye baridi na mbali na jua kama lebo inavyosema, chanja wakati wa jioni kukiwa na baridi, na uandike tarehe, chanjo na namba ya toleo lake (batch).

Zingatia: Chanja kundi zima, pamoja na kuku wa jirani ikiwa wanachanganyika na wako. Katika utafiti wa changamoto huko Nyanza, kideri, Gumboro na ndui ya kuku ndiyo magonjwa ambayo wakulima waliyaweka juu zaidi.

7. Magonjwa Muhimu: Kideri na Gumboro

**Kideri (Newcastle disease)** ndiyo muuaji mkubwa zaidi wa kuku wa kienyeji. KALRO inaripoti kwamba huua asilimia 80 hadi 100 ya kuku katika makundi ambayo hayajachanjwa. FAO inataja dalili zake za kawaida kuwa kuhara kwa rangi ya kijani, wakati mwingine kwenye damu, kutetemeka, shingo iliyopinda, kupooza, kupumua kwa shida na kukosa hamu ya kula, na kuku wanaweza pia kufa bila kuonyesha dalili yoyote. Hakuna tiba: wachanje kuku wako dhidi ya kideri, kama katika ratiba ya chanjo iliyo hapo juu, nao watakingwa. Sheria ya Magonjwa ya Wanyama ya Kenya inaorodhesha fowl pest miongoni mwa magonjwa yanayopaswa kuripotiwa: kuku wengi wakiugua au kufa, ripoti mara moja kwa afisa wa mifugo au kwa chifu.

**Gumboro (infectious bursal disease)** hushambulia kuku wachanga. Vifaranga wagonjwa hupauka, hulegea na kukaukiwa na maji mwilini, huacha kula, hutetemeka, hutembea kwa kuyumba, huwa na manyoya yaliyotimka na mara nyingi kuhara kweupe, wakati mwingine kwenye rangi nyekundu au kijani, na hujidonoa sehemu ya nyuma. Ugonjwa huu hautokei tena baada ya umri wa wiki 15 hadi 16. Aina nyingine za virusi vyake ni hatari zaidi kuliko nyingine: kwa aina kali sana, hadi asilimia 90 ya kuku wa Leghorn wamekufa.

- **Watenge kuku wagonjwa** na umwite daktari wa mifugo. Usiwahi kuuza wala kutoa kuku wagonjwa.
- **Zika au choma kuku waliokufa** mbali na banda na maji; usiwatupie mbwa.
- **Wazuie wageni na wanunuzi kuingia bandani,** na uwatenge kuku wapya kwa muda ambao daktari wa mifugo anashauri kabla ya kuwachanganya na wengine.
- **Kuhara kweupe kwa vifaranga** kunaweza kuwa ugonjwa wa pullorum (bacillary white diarrhoea), ambao pia unapaswa kuripotiwa chini ya Sheria hiyo. Mwite daktari wa mifugo.

8. Hatua za Kutunza Mayai

- **Hatua ya 1 – Kusanya mara nyingi:** kusanya mayai mara kadhaa kwa siku ili yasichafuke, yasivunjike wala yasilaliwe.
- **Hatua ya 2 – Yaweke safi:** viota safi vyenye matandiko mapya hutoa mayai safi. Usiuze mayai yaliyopasuka au machafu sana.
- **Hatua ya 3 – Hifadhi mahali pakavu na penye baridi:** mayai hudumisha ubora wake vizuri zaidi mahali penye baridi na pakavu. Maganda ya mayai yana vitundu vidogo na hufyonza harufu, kwa hiyo usiwahi kuhifadhi mayai karibu na mafuta ya taa, varnish au vitu vingine vyenye harufu kali.
- **Hatua ya 4 – Uza mayai mabichi:** uza au kula mayai ya zamani zaidi kwanza, na uandike tarehe kwenye kila trei.
- **Hatua ya 5 – Mayai ya kuangua:** kwa mayai unayotaka kuangua, KALRO inashauri kuyamulika (kuyashika mbele ya mwanga) siku ya 7 na 18 ili kuondoa yasiyo na mbegu au yaliyoacha kukua, na kuwaondoa kuku wanaotaga mayai yenye madoa ya nyama.

Kumbuka: Mayai ya kuku wanaotibiwa hayapaswi kuliwa wala kuuzwa hadi muda wa kusubiri ulioandikwa kwenye lebo ya dawa upite. Angalia mwongozo wa viuatilifu na dawa za mifugo.

9. Changamoto na Jinsi ya Kuzikabili

- **Vifo vya ghafla:** chanja kwa ratiba, wazuie wageni, na uripoti vifo vingi kwa daktari wa mifugo mara moja.
- **Wanyama wawindaji na wezi:** funga banda usiku na uwape vifaranga uzio uliofunikwa juu.
- **Chakula cha bei ghali:** changanya chakula kutoka viungo vya karibu pamoja na afisa ugani, na uwaache kuku wa kienyeji wazurure pale palipo salama.
- **Kuku wanaacha kutaga:** kagua maji, chakula, mwanga, vimelea na umri; kuku mzee hutaga kidogo.
- **Mayai yanayoharibika:** kusanya mara nyingi zaidi na uyahifadhi mahali penye baridi, pakavu na mbali na harufu.

Weka daftari la kundi:

✓ Kuku walionunuliwa, walioanguliwa, waliouzwa na waliokufa, pamoja na tarehe.
✓ Kila chanjo na matibabu, pamoja na mwisho wa muda wake wa kusubiri.
✓ Mayai yanayokusanywa kila siku na mayai yaliyouzwa.
✓ Chakula kilichonunuliwa na gharama yake.

10. Mfano Halisi: Kundi la Kuku Huko Homa Bay

Katika Kaunti ya Homa Bay, GALVmed inasimulia habari ya James Guma Ojwang, mhitimu wa mawasiliano aliyeanza kufuga kuku wa kienyeji nyumbani mwaka 2014 akiwa na kuku watano, na kuwaangua hadi wakawa 94. Mwaka 2015 alipoteza kuku 60 kwa magonjwa. Baadaye alianza kuwachanja dhidi ya kideri, Gumboro na Marek's, akitumia takriban KSh 5,000 kwa chanjo za kinga ya miezi minne. GALVmed ilipomtembelea alikuwa na kuku 70 wa aina iliyoboreshwa ya Rainbow, majogoo 15 na mitetea 55, pamoja na vifaranga 135 wa wiki sita, wanaolala usiku kwenye banda la mabati na kuzurura mchana kwenye ua uliozungushiwa wavu. Funzo lake linakubaliana na kazi ya KALRO huko Machakos na Kiambu: kuku huishi na kulipa wanapochanjwa, wanapokuwa na banda na wanapolishwa.

11. Hitimisho

Kuku hulipa wanapoishi muda wa kutosha kutaga. Weka mambo haya ya msingi:

✓ Banda kavu lenye hewa, m² 0.3 hadi 0.4 kwa kila kuku, vigingi na viota, linalofungwa usiku.
✓ Chakula sahihi kwa kila hatua na maji safi siku nzima.
✓ Ratiba ya chanjo iliyoandikwa kutoka kwa daktari wa mifugo, kuanzia na cheti cha kituo cha kutotolea.
✓ Chanjo ya kideri inayorudiwa kwa wakati, na chanjo za Gumboro kabla ya wiki za hatari.
✓ Mayai yanayokusanywa mara nyingi na kuhifadhiwa mahali penye baridi, pakavu na mbali na harufu.
✓ Kuku wengi wagonjwa au waliokufa wanaoripotiwa kwa daktari wa mifugo mara moja.

Kidokezo cha kitaalamu: Kubaliana na majirani zako kuchanja kuku dhidi ya kideri siku moja. Kuku wa kienyeji huchanganyika, na kundi moja lisilochanjwa linaweza kuendeleza ugonjwa katika kijiji kizima.`,
  imageAlts: [],
  atAGlance: [
    { label: 'Nafasi ya banda', value: 'm² 0.3 hadi 0.4 kwa kila kuku: m² 30 hadi 40 kwa kuku 100' },
    { label: 'Uzio wa kuzurura', value: 'Angalau m² 10 hadi 15 kwa kila kuku' },
    { label: 'Kideri kwenye makundi yasiyochanjwa', value: 'Asilimia 80 hadi 100 ya kuku hufa' },
    { label: 'Chanjo ya kideri ya I-2', value: 'Tone moja jichoni, umri wowote; takriban kampeni 3 kwa mwaka' },
    { label: 'Kipindi cha hatari cha Gumboro', value: 'Kuku wa umri wa takriban wiki 3 hadi 4' },
    { label: 'Kuku wa kienyeji', value: 'Mayai 8 hadi 15 kwa mzunguko, mizunguko 2 hadi 3 kwa mwaka' },
    { label: 'Mayai ya kuangua', value: 'Yamulike siku ya 7 na 18' },
  ],
}
