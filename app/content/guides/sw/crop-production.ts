import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'crop-production',
  title: 'Uzalishaji wa Mazao',
  description:
    'Panda mahindi, maharagwe, viazi, mtama na mboga bora zaidi: mbegu, nafasi, mbolea, wadudu na uhifadhi salama.',
  summary:
    'Mpango wa msimu mzima kwa wakulima wadogo wa Kenya: andaa shamba kabla ya mvua, panda mbegu zilizoidhinishwa kwa nafasi sahihi, lisha mazao, dhibiti viwavijeshi vamizi na MLN, kisha kausha na uhifadhi mavuno yako yawe salama dhidi ya sumukuvu.',
  body: `Uzalishaji wa mazao ni kazi ya kila siku ya kugeuza mbegu, udongo, mvua na nguvu kazi kuwa chakula na pesa. Kwa familia nyingi nchini Kenya, hii ina maana ya kipande cha mahindi na maharagwe, sehemu ndogo ya viazi mviringo au mtama, na mistari michache ya sukuma wiki karibu na nyumba. Mwongozo huu unakupitisha katika msimu mzima, tangu kuandaa shamba hadi kuhifadhi mavuno salama ghalani, kwa ushauri unaofaa shamba la ekari moja au mbili.

Katika maeneo mengi ya kilimo, Kenya hupata misimu miwili ya mvua: mvua ndefu kuanzia Machi hadi Mei, na mvua fupi kuanzia Oktoba hadi Desemba. Kupanga kazi zako kulingana na vipindi hivi viwili ndilo jambo lenye nguvu zaidi unaloweza kufanya ili kuongeza mavuno.

1. Maana ya Uzalishaji wa Mazao

Uzalishaji wa mazao unajumuisha kila kazi inayoleta mavuno: kuamua utakachopanda, kuandaa shamba, kununua mbegu bora, kupanda kwa nafasi sahihi, kulisha udongo, kudhibiti magugu, wadudu na magonjwa, na mwishowe kuvuna, kukausha na kuhifadhi. Kila hatua inategemea ile iliyotangulia. Mbegu nzuri iliyopandwa kwa kuchelewa, au mazao mazuri yaliyohifadhiwa yakiwa bado na unyevu, bado yanaweza kuishia kwenye hasara.

Inasaidia kuliona shamba lako kama biashara ndogo. Kila shilingi unayotumia kwenye mbegu, mbolea au vibarua inapaswa kurudi wakati wa mavuno pamoja na faida juu yake. Kuweka daftari rahisi la ulichotumia na ulichouza kunakuonyesha ni mazao gani na mbinu zipi zinazolipa kweli.

2. Faida za Kilimo Bora cha Mazao

Kilimo bora kwa ufupi ni kufanya kazi sahihi kwa wakati sahihi. Matunda yake yanaonekana kwa njia nyingi:

- **Chakula zaidi nyumbani:** ekari inayotunzwa vizuri hulisha familia kwa muda mrefu zaidi na hupunguza miezi ambayo unalazimika kununua mahindi.
- **Mapato ya juu:** mazao yenye afya yanayokua sawasawa hutoa nafaka na mboga ambazo wanunuzi wanazitaka, kwa bei nzuri zaidi.
- **Udongo wenye nguvu:** kubadilisha mazao kwa kupanda mahindi kwa zamu na maharagwe na mikunde mingine, na kuongeza samadi au mboji, huweka shamba likizalisha mwaka baada ya mwaka.
- **Hasara ndogo kutokana na wadudu:** mimea iliyolishwa vizuri hupona haraka zaidi baada ya kuharibiwa na wadudu, jambo linalosisitizwa katika ushauri wa Kenya kwa wakulima kuhusu viwavijeshi vamizi.
- **Chakula salama zaidi:** kukausha na kuhifadhi kwa uangalifu huzuia sumukuvu kuingia kwenye ugali wa familia.

Wakati ni muhimu sawa na pembejeo. Skyfield Aerotech, kampuni ya huduma za droni inayoendesha kituo hiki, inaona kwenye mashamba inayofanya kazi nayo kwamba kuvuna kwa wakati kunaweza kuongeza faida kwa hadi asilimia 30. Hiyo ni takwimu yetu wenyewe kutoka kwa wateja wetu, si matokeo ya utafiti, lakini sababu yake ni rahisi: nafaka inayovunwa mara tu inapokomaa na kukaushwa haraka hupoteza kidogo kwa ukungu, wadudu na wezi, na inaweza kuuzwa soko likiwa zuri.

3. Mazao Muhimu na Misimu yake nchini Kenya

**Mahindi** ndiyo chakula kikuu. Mbegu chotara tofauti zimezalishwa kwa ajili ya nyanda za juu, maeneo ya mwinuko wa kati na maeneo kame, kwa hiyo uamuzi wa kwanza siku zote ni aina inayofaa mwinuko na mvua ya eneo lako. KALRO inaorodhesha uwezo wa mavuno wa magunia 32 hadi 42 kwa ekari kwa mbegu chotara za nyanda za juu kama H614D na H627, magunia 16 hadi 20 kwa aina za ukanda wa kahawa kama H511 na H513, na magunia 11 hadi 14 kwa aina za maeneo kame. Mashamba mengi ya Kenya huvuna kidogo sana kuliko kile ambacho aina yao ya mbegu inaweza kutoa, kwa hiyo kilimo bora kina nafasi kubwa ya kulipa.

**Maharagwe** hupandwa peke yake au katikati ya mistari ya mahindi. Kwa kuwa ni mikunde, huongeza naitrojeni udongoni. Hustawi vizuri zaidi kwenye udongo unaopitisha maji vizuri, usiotuama maji. Panda mbegu safi mwanzoni mwa mvua.

**Viazi mviringo** vinahitaji mbegu safi. Nunua mbegu za viazi zilizoidhinishwa kutoka kwa wauzaji walioidhinishwa na KEPHIS, na epuka mashamba ambayo viazi, nyanya, pilipili hoho au biringanya vilipandwa katika misimu ya hivi karibuni, kwa sababu mazao haya yanashiriki magonjwa na wadudu wanaoishi udongoni. Muulize afisa ugani wako nafasi ya kupanda inayofaa aina yako ya viazi, na uweke viazi huku machipukizi yakielekea juu.

**Mtama** unafaa sehemu za joto, kavu na za chini zaidi nchini, ambako mahindi mara nyingi hushindwa kwa kukosa mvua. KALRO inataja ndege kuwa chanzo kikuu cha hasara kwenye mtama. Aina mpya za KALRO kama Jasiri, Ndume na Pato 1 huwa chungu nafaka ikiwa katika hatua ya maziwa, jambo linalowafukuza ndege, na Gadam ni aina nyeupe inayokomaa mapema ambayo hununuliwa kwa ajili ya kutengeneza pombe.

**Mboga** kama sukuma wiki na kabichi huleta pesa haraka. Sukuma wiki hupenda hali ya baridi na unyevu wa kudumu, kutoka kwa mvua au umwagiliaji, na huvunwa jani kwa jani kwa wiki nyingi.

Kidokezo: Kabla ya kununua mbegu yoyote, muulize afisa ugani wa wadi yako ni aina gani zinazopendekezwa kwa mwinuko na mvua ya eneo lako. Aina isiyofaa inaweza kushindwa hata kama kila kitu kingine kimefanywa vizuri.

4. Hatua za Msimu Mzuri wa Mahindi

- **Hatua ya 1 – Andaa shamba mapema:** safisha, lima na tifua kabla ya mvua ili uwe tayari kupanda mara tu udongo unapolowa. Kupanda mapema pia husaidia mazao kuepuka kipindi kibaya zaidi cha mashambulizi ya viwavijeshi vamizi.
- **Hatua ya 2 – Nunua mbegu zilizoidhinishwa:** zinunue kwa muuzaji wa pembejeo aliyesajiliwa, katika pakiti zilizofungwa. Usipande kamwe nafaka uliyovuna msimu uliopita kutoka kwa mahindi chotara, wala mbegu usiyojua zimetoka wapi, kwa sababu zinaweza kuleta ugonjwa wa MLN (maize lethal necrosis) shambani mwako.
- **Hatua ya 3 – Panda kwa wakati, kwa nafasi ya ukanda wako:** panda ndani ya wiki mbili za kwanza za mvua; NAFIS inaeleza kwamba mavuno yanayotarajiwa hupungua kwa asilimia 1 hadi 2 kwa kila siku ya kuchelewa kupanda. Kwa shamba la mahindi peke yake, NAFIS inapendekeza cm 75 kati ya mistari na cm 30 kati ya mimea katika ukanda wa chai na wa chai–kahawa wa nyanda za juu, na katika ukanda wa mahindi–alizeti na wa miwa (takriban mimea 44,000 kwa hekta), cm 75 kwa cm 25 katika ukanda wa kahawa (takriban mimea 53,000 kwa hekta), na cm 90 kwa cm 30 katika maeneo ya pamba yenye mvua haba. Panda mbegu moja kwa kila shimo, kina cha cm 2.5 hadi 5. Pale ambapo mvua ni fupi, NAFIS inashauri kupanda kwenye udongo mkavu wiki 2 hadi 3 kabla ya mvua kunyesha, mbegu ikiwa kina cha cm 10.
- **Hatua ya 4 – Weka DAP iliyopimwa katika kila shimo:** mwongozo wa KALRO wa mahindi unatoa kilo 50 za DAP kwa ekari, yaani mfuko mmoja wa kilo 50, wakati wa kupanda. Ekari moja (mita za mraba 4,047) ina takriban mashimo 21,600 kwa nafasi ya 75 × 25 cm na takriban mashimo 18,000 kwa nafasi ya 75 × 30 cm, kwa hiyo mfuko mmoja unatoa takriban gramu 2.3 kwa shimo kwa 75 × 25 cm na takriban gramu 2.8 kwa shimo kwa 75 × 30 cm. Vijiko na vifuniko vya chupa vina ukubwa tofauti, kwa hiyo pima kipimo chako mara moja kabla ya kupanda: vipimo 100 vilivyojazwa sawasawa vinapaswa kuwa na uzito wa takriban gramu 230 kwa 75 × 25 cm, au takriban gramu 280 kwa 75 × 30 cm. Mizani ya agrovet yoyote inatosha. Changanya mbolea vizuri na udongo ndani ya shimo, kisha dondosha mbegu.
- **Samadi pia inafaa:** KALRO inatoa tani 4 za samadi ya zizini kwa ekari inapotumika peke yake. Ukitumia samadi pamoja na mbolea ya viwandani, weka nusu ya kiwango kinachopendekezwa cha kila moja.
- **Hatua ya 5 – Palilia mapema na mara kwa mara:** weka shamba safi, hasa katika wiki za kwanza. Magugu huiba maji na virutubisho, na huwaficha wadudu wanaoeneza magonjwa ya mahindi.
- **Hatua ya 6 – Weka mbolea ya kukuzia ya CAN mahindi yakifika usawa wa goti:** NAFIS inashauri kuweka naitrojeni mahindi yakiwa usawa wa goti, urefu wa cm 45 hadi 60. Mapendekezo yake ya jumla ni kati ya kilo 40 na 124 za CAN kwa ekari, kulingana na eneo, udongo na mbolea ya kupandia: pale DAP ilipowekwa wakati wa kupanda, yanatoa kilo 40 hadi 74 huko Trans Nzoia, Nandi, Uasin Gishu na Kericho, na kilo 40 katika Nyanza na Magharibi, kwa hiyo muulize afisa ugani wako ni mstari upi unaofaa shamba lako, au pima udongo. Kokotoa gramu kwa kila mmea kama ulivyofanya kwa DAP: kilo 58 zikigawanywa kwa mimea 21,600 ya ekari iliyopandwa kwa 75 × 25 cm ni takriban gramu 2.7 kwa mmea. Katika maeneo ya mvua nyingi NAFIS huigawa mara mbili: nusu ya kwanza wiki 6 baada ya kupanda, na ya pili siku 10 hadi 15 baadaye au kabla tu mahindi hayajatoa maua ya juu. Weka kwenye udongo wenye unyevu, hatua kidogo kutoka kwenye shina, kamwe si juu ya majani.
- **Hatua ya 7 – Kagua shamba kila wiki:** tembea shambani ukitafuta majani yaliyotafunwa, mimea ya manjano na wadudu, na uchukue hatua mapema.

Zingatia: DAP hufanya udongo wenye asidi uwe na asidi zaidi kadiri miaka inavyopita, kama mwongozo wa afya ya udongo unavyoeleza. Udongo wenye asidi ni wa kawaida katika sehemu za mvua nyingi za magharibi, Nyanza na kati ya Kenya. Huko KALRO inapendekeza kuweka chokaa, au kutumia mbolea ya kupandia inayopunguza asidi badala ya DAP. Kupima udongo kunakuonyesha kile ambacho shamba lako linahitaji hasa.

5. Wadudu na Magonjwa Muhimu: Viwavijeshi Vamizi na MLN

**Viwavijeshi vamizi** waligunduliwa kwa mara ya kwanza barani Afrika mwanzoni mwa mwaka 2016, na sasa wanapatikana kote nchini Kenya. FAO inahesabu zaidi ya mazao 80 ambayo viwavi wao wanaweza kula, yakiwemo mahindi, mpunga, mtama na wimbi, na nondo wao anaweza kuruka hadi km 100 kwa usiku mmoja. Viwavi hujificha ndani kabisa ya kikonyo cha mahindi machanga na hula mchana na usiku, wakiacha matundu madogo au matundu marefu yaliyochanika kwenye majani.

Ili kukagua, tembea shambani kwa mwendo wa herufi W kila wiki na uchunguze kwa makini makundi ya mimea katika sehemu kadhaa, ukiyapa uangalifu zaidi mashamba yaliyopandwa kwa kuchelewa. Endelea kukagua hadi nywele za mahindi zikauke.

Ushauri wa ugani nchini Kenya wa kuzuia viwavijeshi vamizi wasiongezeke:

✓ Panda mwanzoni mwa mvua, fuata ratiba ya upandaji ya eneo lako, na epuka kupanda kwa kuchelewa au nje ya msimu.
✓ Usipande mahindi mapya kando ya shamba ambalo tayari limeshambuliwa.
✓ Katika mvua fupi panda zao lisilo la nafaka kama maharagwe, njugu karanga au viazi. Mtama, wimbi na majani tembo (Napier) pia huwahifadhi wadudu hawa, kwa hiyo haviwezi kuvunja mzunguko wao.
✓ Tunza miti, ua na mchanganyiko wa mazao, ambavyo huwapa hifadhi ndege na wadudu wanaokula viwavi.
✓ Ongeza samadi au mboji na mbolea ili mimea ikue na kushinda uharibifu huo.

Wataalamu katika warsha ya FAO waliwahimiza wakulima wa Afrika kutumia viuatilifu vya kemikali kwa kiwango cha chini kabisa: viwavijeshi vamizi hujenga usugu, kunyunyizia si endelevu kiuchumi wala kimazingira, na kunaweza kudhuru afya. Maadui wa asili wa mdudu huyu hufanya kazi bure, na pale ambapo dawa inahitajika kweli, kiuatilifu cha kibaiolojia ndicho chaguo la kwanza. Ukiamua kunyunyizia, fuata kanuni hizi kila mara:

- **Tumia bidhaa zilizosajiliwa tu:** lebo ya bidhaa iliyosajiliwa ina namba ya PCPB, inayoandikwa PCPB (CR) ikifuatiwa na tarakimu nne, pamoja na maelezo ya usalama kwa Kiingereza na Kiswahili. Nunua kwa agrovet mwenye leseni, katika pakiti zilizofungwa, kamwe si kwa mchuuzi. Mnamo Juni 2025 Kenya iliondoa sokoni orodha ndefu ya bidhaa za viuatilifu na kuwekea nyingine masharti ya mazao zinayoruhusiwa, kwa hiyo muulize agrovet wako kama bidhaa uliyotumia awali bado inaruhusiwa kwenye mahindi. Mwongozo wa udhibiti wa wadudu waharibifu unaeleza jinsi ya kuhakikisha.
- **Soma lebo yote:** fuata kipimo, zao lililoidhinishwa, na muda wa kusubiri kabla ya kuvuna, yaani idadi ya siku unazopaswa kungoja kati ya kunyunyizia na kuvuna au kula.
- **Jikinge:** vaa glavu za mpira, gumboots, ovaroli na barakoa au kipumulio. Usile, usinywe wala usivute sigara unapochanganya au kunyunyizia, na ujioshe pamoja na vifaa vyako kwa sabuni baadaye.
- **Uliza kwanza:** agrovet wako au afisa ugani anaweza kukuambia ni bidhaa gani iliyoidhinishwa kwa viwavijeshi vamizi kwenye mahindi.

**Ugonjwa wa MLN (maize lethal necrosis)** uliripotiwa kwa mara ya kwanza nchini Kenya katika sehemu za mwinuko wa chini za Bomet mnamo Septemba 2011. Husababishwa na virusi viwili vinavyoshambulia pamoja, maize chlorotic mottle virus na virusi vya pili kama sugarcane mosaic virus, ambavyo huenezwa na wadudu kama vithiripi na vidukari, na vinaweza pia kuingia kupitia mbegu. Majani hugeuka manjano angavu, kuanzia majani ya juu, kisha hukauka kuanzia kingoni kuelekea ndani, na magunzi hujaa vibaya au hayajai kabisa. Hakuna tiba.

- **Ondoa mimea iliyougua:** ing'oe na uichome au uizike chini kabisa.
- **Badilisha mazao:** usipande mahindi kwenye shamba lililoathirika kwa angalau misimu miwili inayofuata. Badala yake panda mazao yasiyo ya nafaka kama maharagwe, viazi, vitunguu au mboga nyingine.
- **Tumia mbegu zilizoidhinishwa na uweke mashamba bila magugu.**
- **Shirikianeni:** karibu na kituo cha utafiti cha Kiboko katika Kaunti ya Makueni, wakulima walikubaliana kukaa miezi miwili bila mahindi shambani ili kuvunja mzunguko wa ugonjwa. Kijiji kizima kikichukua hatua pamoja hufanikiwa zaidi kuliko shamba moja peke yake.

Zingatia: Usihifadhi kamwe nafaka kutoka shamba lililoathiriwa na MLN ili uitumie kama mbegu. Inaweza kubeba tatizo hilo hadi msimu unaofuata.

6. Hatua za Kuvuna, Kukausha na Kuhifadhi

Sumukuvu ni sumu inayotengenezwa na ukungu kwenye mahindi na njugu karanga zinazovunwa kwa kuchelewa au kukaushwa vibaya. Inaweza kuharibu ini na kusababisha saratani, kwa hiyo utunzaji mzuri baada ya mavuno hulinda afya ya familia yako pamoja na bei unayopata.

- **Hatua ya 1 – Vuna kwa wakati:** vuna magunzi mara tu mazao yanapokomaa. Kuyaacha yamesimama kwenye mvua hukaribisha ukungu, fukusi na wezi.
- **Hatua ya 2 – Kausha haraka, juu ya ardhi:** tandaza magunzi au nafaka juu ya maturubai, mikeka au vichanja vilivyoinuliwa, kamwe si juu ya udongo mtupu, na uvifunike mvua ikitishia.
- **Hatua ya 3 – Kausha vya kutosha:** kausha nafaka vizuri kabla ya kuihifadhi. Katika jaribio la KALRO, CIMMYT na Chuo Kikuu cha Kenyatta, mahindi yaliyokaushwa hadi unyevu wa asilimia 12 yalihifadhika vizuri katika mifuko isiyopitisha hewa, huku nafaka yenye unyevu zaidi ikipata ukungu. Kipima unyevu kwa mnunuzi au kwenye chama cha ushirika kinaweza kuthibitisha hilo.
- **Hatua ya 4 – Chambua:** tupa magunzi na nafaka zilizooza, zenye ukungu, zilizobadilika rangi au zilizoharibiwa na wadudu. Pia usiwalishe wanyama nafaka yenye ukungu.
- **Hatua ya 5 – Hifadhi bila hewa kuingia, baada ya kukauka:** mifuko isiyopitisha hewa hudhibiti wadudu na ukungu bila kemikali. Katika utafiti uliofanywa Kaiti, eneo la chini la Mashariki mwa Kenya, mahindi yaliyohifadhiwa kwa miezi mitatu katika mifuko isiyopitisha hewa (PICS) yalikuwa na sumukuvu pungufu kwa asilimia 55 kuliko mahindi yaliyohifadhiwa katika magunia ya kawaida ya kusokotwa. Nafaka kavu pekee ndiyo inayofaa kuwekwa humo.
- **Hatua ya 6 – Weka ghala safi na kavu:** panga magunia juu ya chaga za mbao, mbali na kuta na bila kugusa sakafu, na mbali na mbolea na viuatilifu.

Maharagwe huhifadhika vizuri kwa njia hiyo hiyo yakishakauka kabisa. Viazi vinahitaji ghala lenye baridi, giza na hewa ya kutosha ili visigeuke kijani au kuoza.

7. Mfano Halisi: Kupanga Ekari Moja Kakamega

Hivi ndivyo mkulima mwenye ekari moja huko Kakamega anavyoweza kutekeleza mwongozo huu. Huu ni mfano wa kukusaidia kupanga, si kumbukumbu ya shamba halisi.

- **Februari:** safisha na ulime shamba, na ununue mbegu zilizoidhinishwa za aina inayopendekezwa kwa eneo hilo, pamoja na DAP, CAN na mifuko isiyopitisha hewa.
- **Machi, ndani ya wiki mbili za mvua nzuri za kwanza:** panda kwa cm 75 kwa cm 25 ikiwa shamba liko katika ukanda wa kahawa, au cm 75 kwa cm 30 katika ukanda wa chai au wa miwa, mbegu moja kwa kila shimo. Kabla ya kupanda, pima udongo: sehemu kubwa ya magharibi mwa Kenya ina udongo wenye asidi, kwa hiyo mkulima anaweza kuhitaji chokaa au mbolea ya kupandia inayopunguza asidi badala ya DAP. Mbolea yoyote ile, pima kipimo chako kwanza ili mfuko mmoja utoshe ekari nzima.
- **Wiki za kwanza:** palilia mapema, na kagua kila wiki kwa kutembea shambani kwa mwendo wa herufi W, ukitafuta viwavijeshi vamizi na dalili za MLN.
- **Usawa wa goti:** weka mbolea ya kukuzia ya CAN kwenye udongo wenye unyevu kwa kiwango cha eneo lako, ukikokotoa kwa kila mmea kama katika hatua ya 6, na uigawe mara mbili ikiwa mvua ni nyingi.
- **Kukomaa:** vuna bila kuchelewa, kausha juu ya maturubai hadi unyevu wa asilimia 12, chambua na uhifadhi katika mifuko isiyopitisha hewa.
- **Mvua fupi, Oktoba hadi Desemba:** panda maharagwe badala ya mahindi ya msimu wa pili, jambo linaloipa ardhi naitrojeni na kuvunja mzunguko wa viwavijeshi vamizi na MLN.

8. Hitimisho

Uzalishaji mzuri wa mazao hautegemei mashine za bei ghali. Unategemea kufanya mambo rahisi vizuri na kwa wakati. Kabla ya kila msimu, pitia orodha hii:

✓ Shamba limeandaliwa kabla mvua hazijaanza.
✓ Mbegu zilizoidhinishwa za aina inayofaa eneo lako.
✓ Nafasi sahihi kwa ukanda wako, mbolea iliyopimwa wakati wa kupanda, na mbolea ya kukuzia mahindi yakifika usawa wa goti.
✓ Ukaguzi wa kila wiki, na matumizi salama ya kiuatilifu chochote kwa kufuata lebo.
✓ Kuvuna bila kuchelewa, kukausha kikamilifu na kuhifadhi bila hewa kuingia.

Kidokezo cha kitaalamu: Afisa ugani wa wadi yako, kituo cha KALRO kilicho karibu nawe na agrovet unayemwamini ni vyanzo vya ushauri wa bure. Watembelee kabla msimu haujaanza, si baada ya matatizo kujitokeza.`,
  imageAlts: [
    'Mazao mabichi yakikua katika mistari mirefu shambani',
    'Zao la nafaka likikua shambani',
    'Mazao yakikua katika shamba linalotunzwa vizuri',
  ],
  atAGlance: [
    { label: 'Nafasi, ukanda wa chai na wa miwa wa nyanda za juu', value: '75 × 30 cm, mmea mmoja kwa kila shimo' },
    { label: 'Nafasi, ukanda wa kahawa', value: '75 × 25 cm, mmea mmoja kwa kila shimo' },
    { label: 'Wakati wa kupanda', value: 'Ndani ya wiki mbili za kwanza za mvua' },
    {
      label: 'DAP wakati wa kupanda',
      value: 'Kilo 50 kwa ekari: takriban gramu 2.3 kwa shimo kwa 75 × 25 cm, gramu 2.8 kwa 75 × 30 cm',
    },
    {
      label: 'Mbolea ya kukuzia ya CAN, mahindi yakifika usawa wa goti',
      value:
        'Kilo 40 hadi 124 kwa ekari kulingana na eneo na udongo (NAFIS); DAP ikiwekwa wakati wa kupanda, kilo 40 hadi 74',
    },
    {
      label: 'Uwezo wa mavuno kwa ekari',
      value: 'Magunia 32 hadi 42 (mbegu chotara za nyanda za juu), magunia 11 hadi 14 (aina za maeneo kame)',
    },
    { label: 'Kausha nafaka kabla ya mifuko isiyopitisha hewa', value: 'Unyevu wa asilimia 12' },
  ],
}
