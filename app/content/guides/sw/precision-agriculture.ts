import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'precision-agriculture',
  title: 'Kilimo cha Usahihi',
  description:
    'Ipe kila sehemu ya shamba lako kile inachohitaji: kupima udongo, ramani za simu, picha za setilaiti za afya ya mazao na droni za ukaguzi.',
  summary:
    'Kilimo cha usahihi ni kufanya jambo sahihi, mahali sahihi, kwa wakati sahihi. Huhitaji trekta yenye kompyuta ili kuanza. Kupima udongo, simu, taarifa nzuri za hali ya hewa na kumbukumbu makini tayari vinamwezesha mkulima mdogo nchini Kenya kutumia pesa kidogo kwenye pembejeo na kupata zaidi kutoka kila ekari.',
  body: `Mashamba mengi hayafanani kutoka kona moja hadi nyingine. Upande mmoja wa shamba la mahindi udongo unaweza kuwa na asidi na kuchoka, ilhali karibu na boma una rutuba kutokana na miaka mingi ya samadi. Shamba la mpunga huko Mwea linaweza kuwa na sehemu ya chini ambapo maji hukaa muda mrefu mno, na kitalu cha chai au kahawa kilicho kwenye mteremko kinaweza kupoteza udongo wa juu kwa kasi zaidi upande wa juu kuliko upande wa chini. Tunapotawanya kiasi kile kile cha mbegu, mbolea na dawa ya kunyunyizia kila mahali, sehemu nyingine hupata nyingi mno na nyingine hupata kidogo mno.

Kilimo cha usahihi ni wazo rahisi: chunguza kwa makini, pima kile unachoweza, kisha ipe kila sehemu ya shamba kile inachohitaji kwa kweli. Mwongozo huu unaeleza wazo hili kwa maneno rahisi, vifaa vilivyopo, na kile ambacho mkulima mdogo anaweza kuanza nacho msimu huu.

1. Maana ya Kilimo cha Usahihi

Kilimo cha usahihi ni kilimo kinachotegemea vipimo badala ya kubahatisha. Lengo ni kuweka **pembejeo sahihi, kwa kiwango sahihi, mahali sahihi, kwa wakati sahihi**. Pembejeo ni pamoja na mbegu, mbolea, chokaa, samadi, maji na bidhaa za kulinda mazao.

Mashamba makubwa ya kibiashara hutumia matrekta yanayoongozwa na GPS na mashine zinazobadilisha kiwango cha mbolea zinapopita shambani. Wakulima wadogo wanaweza kufuata fikra hiyo hiyo kwa kiwango kidogo:

- Kupima udongo kunakuambia ni virutubisho gani vinakosekana na kama udongo una asidi nyingi mno.
- Ramani rahisi ya vipande vyako vya shamba, iliyochorwa kwenye karatasi au kwenye simu, inaonyesha mahali palipo dhaifu na palipo na nguvu.
- Picha za setilaiti na za droni zinaonyesha ni sehemu zipi za mazao zilizo kijani na zenye afya, na zipi zilizo na msongo.
- Kumbukumbu za ulichopanda, ulichoweka na ulichovuna zinaonyesha kilichofanya kazi na kisichofanya kazi.

Mapitio ya tafiti kuhusu kilimo cha usahihi katika Afrika Kusini mwa Jangwa la Sahara, yaliyoongozwa na mwanasayansi wa Chuo Kikuu cha Nairobi, yalichuja makala 7,715 na kuchambua 128 kati yake kwa kina. Yaligundua kwamba vihisi vya udongo na vya mimea, picha za setilaiti, ramani za kidijitali na programu za kompyuta zinazokadiria ukuaji wa mazao vilitoa matokeo ya kutia moyo, lakini vingi kati ya vifaa hivi bado vilikuwa katika hatua ya majaribio kwa wakulima wadogo. Ujumbe wake mkuu unatia moyo: kutumia kwa usahihi zaidi pembejeo ambazo mkulima tayari anatumia kunaweza kuongeza uzalishaji hata bila kununua zaidi.

2. Faida za Kilimo cha Usahihi kwa Wakulima Wadogo

✓ **Pesa kidogo hupotea.** Mbolea na viuatilifu ni ghali. Kuviweka pale tu na wakati tu vinapohitajika huokoa pesa.

✓ **Mavuno bora kutoka ardhi ile ile.** Kurekebisha tatizo halisi, kwa mfano asidi, huwezesha mazao kutumia mbolea unayonunua tayari.

✓ **Tahadhari ya mapema ya matatizo.** Ukaguzi na picha za afya ya mazao hukusaidia kugundua viwavijeshi vamizi kwenye mahindi, ugonjwa wa rice blast kwenye mpunga au baa chelewa kwenye viazi kabla uharibifu haujaenea shamba zima.

✓ **Udongo na maji yenye afya zaidi.** Mbolea na dawa za ziada zikipungua, kidogo zaidi husombwa hadi kwenye mito, mifereji na visima.

✓ **Hoja yenye nguvu zaidi ya kupata mkopo.** Kumbukumbu nzuri za shamba hurahisisha kuzungumza na SACCO, benki au mnunuzi.

Utafiti uliofanywa magharibi mwa Kenya na shirika lisilo la faida Precision Development unaonyesha jinsi ushauri mdogo unaomlenga mkulima moja kwa moja unavyobadilisha tabia. Wakulima waliopokea ushauri kwa SMS uliotokana na vipimo vya udongo vya eneo lao, ukiwaambia watumie chokaa ya kilimo dhidi ya asidi, walikuwa na uwezekano mkubwa zaidi kwa asilimia 10 hadi 24 wa kujaribu chokaa. Wakulima walioambiwa kwamba hawahitaji chokaa walikuwa na uwezekano mdogo kwa asilimia 25 wa kuinunua. Katika hali zote mbili, mkulima aliokoa pesa au alitatua tatizo halisi.

3. Vifaa Muhimu: Kupima Udongo, Ramani za GPS, Setilaiti na Droni

**Kupima udongo.** Hii ndiyo hatua ya kwanza yenye manufaa zaidi. Maabara ya udongo hupima asidi (pH), mabaki ya viumbe hai na virutubisho vikuu, kisha hutoa mapendekezo ya mbolea na chokaa kwa zao unalopanga kupanda. Watafiti wa Tegemeo Institute, waliochunguza asidi ya udongo kwenye mashamba ya wakulima wadogo huko Bungoma, Kakamega, Trans Nzoia na Uasin Gishu, wanaeleza kwamba udongo wenye asidi ni sababu kubwa ya mavuno ya mahindi kuwa duni na kukwama nchini Kenya, lakini wakulima wachache hupima udongo wao. Huduma za kupima udongo nchini Kenya zinashauri kupima kila baada ya miaka miwili hadi mitatu, unapohamia zao jipya, au mimea inapoonekana dhaifu au yenye ugonjwa.

**GPS na ramani.** Simu nyingi za Android zina GPS. Programu za ramani za bure hukuwezesha kutembea kuzunguka kipande cha shamba na kurekodi mpaka na ukubwa wake, kuweka alama kwenye kona yenye maji mengi, au kubandika alama mahali ulipowaona wadudu kwa mara ya kwanza. Kujua ukubwa halisi wa kipande cha shamba kwa ekari hukusaidia kununua kiasi sahihi cha mbegu na mbolea, na kukodisha huduma kama unyunyiziaji kwa usahihi.

**Ramani za setilaiti za afya ya mazao (NDVI).** Setilaiti hupima kiasi cha mwanga ambacho majani huakisi. Majani mabichi yenye afya huakisi kwa wingi mwanga wa near-infrared, usioonekana kwa macho, unaojitokeza kama thamani ya juu ya NDVI; mazao yenye msongo au yaliyo hafifu huonyesha thamani ya chini. Picha za setilaiti za bure hutumiwa na programu nyingi, lakini kila pikseli hufunika eneo la mita nyingi kwa upana, kwa hiyo unaona sehemu za shamba badala ya mmea mmoja mmoja. Mawingu pia huzuia kuona, jambo lenye uzito wakati wa mvua ndefu (Machi hadi Mei) na mvua fupi (Oktoba hadi Desemba).

**Droni za ukaguzi.** Droni huruka chini ya mawingu na kupiga picha zilizo wazi zaidi. Katika utafiti kwenye mashamba ya mahindi ya wakulima wadogo nchini Ghana, droni iliyorushwa kwa urefu wa mita 100 ikiwa na kamera ya kawaida iliyorekebishwa kunasa mwanga wa near-infrared ilitoa picha bora ya nguvu ya mazao takriban wiki tano baada ya kupanda kuliko vipimo vilivyochukuliwa kwa mkono shambani. Nchini Kenya, watoa huduma za droni hutumia picha kama hizo kuhesabu miti, kukagua afya ya mazao na kuongoza mahali pa kunyunyizia.

Kumbuka: Picha hukuonyesha tu mahali tatizo lilipo, si tatizo lenyewe ni nini. Kila mara tembea hadi sehemu dhaifu, angalia majani, mashina na mizizi, na umuulize afisa ugani au mtaalamu wa kilimo ikiwa huna uhakika.

4. Hatua za Kuanza Kilimo cha Usahihi Shambani Mwako

- **Hatua ya 1 – Chora ramani ya vipande vyako vya shamba.** Zunguka kila kipande ukiwa na simu yako na urekodi ukubwa wake. Andika miteremko, sehemu zenye maji mengi, kivuli na maeneo ambayo mazao hufanya vibaya kila mara.
- **Hatua ya 2 – Pima udongo wako kabla ya kupanda.** Chukua sampuli moja kwa kila kipande, au kwa kila eneo linaloonekana tofauti. Njia ya kawaida nchini Kenya ni kukusanya sampuli ndogo nyingi kote kwenye kipande kwa mwendo wa zigizaga, kutoka kwenye udongo wa juu ambamo mizizi hulisha, ukiepuka vichuguu, mirundo ya samadi na mabaki ya zamani ya mazao; maabara itakuambia ngapi na kwa kina gani. Zichanganye kwenye ndoo safi na upeleke mfuko mmoja wenye lebo kwenye maabara.
- **Hatua ya 3 – Fuata mapendekezo.** Weka chokaa ikiwa ripoti inasema udongo una asidi, na utumie aina na kiwango cha mbolea kinachopendekezwa kwa zao lako. Weka mbolea karibu na mmea badala ya kuitawanya.
- **Hatua ya 4 – Panga kulingana na hali ya hewa.** Tumia utabiri wa kaunti wa Kenya Meteorological Department, redio na huduma za SMS kupanga upandaji ili uendane na kuanza kwa mvua, na kuepuka kuweka mbolea ya kukuzia kabla tu ya dhoruba kubwa za mvua.
- **Hatua ya 5 – Kagua shamba kila wiki.** Tembea shambani kwa mwendo wa herufi W na ukague mimea kuona wadudu na magonjwa. Tumia picha za bure za setilaiti au za droni, ukiweza kuzipata, kuamua ni sehemu zipi za kukagua kwanza.
- **Hatua ya 6 – Tibu pale tu panapohitajika.** Nyunyizia sehemu zilizoshambuliwa pekee pale idadi ya wadudu inapohalalisha, badala ya kunyunyizia shamba zima.
- **Hatua ya 7 – Weka kumbukumbu.** Andika tarehe, aina za mbegu, pembejeo, gharama, mvua na mavuno kwa kila kipande. Daftari linatosha; programu ya simu ni rahisi zaidi kushiriki na wengine.

Kidokezo: Ungana na majirani au chama chako cha ushirika kupanga siku ya kupima udongo au safari ya droni ya ukaguzi pamoja. Huduma za pamoja hupunguza gharama kwa kila mkulima, na matokeo husaidia kikundi kizima.

5. Changamoto na Jinsi ya Kuzishinda

**Vipande vidogo na vilivyotawanyika.** Mashamba mengi nchini Kenya ni madogo, kwa hiyo pikseli za setilaiti zinaweza kuchanganya zao lako na la jirani yako. Tumia picha za droni au ukaguzi wa makini kwa miguu kupata maelezo ya kina, na utumie ramani za setilaiti hasa kulinganisha misimu.

**Gharama ya huduma.** Kupima udongo, programu na safari za droni hugharimu pesa. Changieni gharama kupitia vikundi na vyama vya ushirika, na muanze na kupima udongo, kwa sababu kwa kawaida hurudisha gharama yake kupitia matumizi bora ya mbolea.

**Takwimu usizoweza kusoma.** Ramani yenye rangi haina faida ikiwa hakuna anayeieleza. Mwombe mtoa huduma akuonyeshe maana ya kila rangi kwenye shamba lako mwenyewe na hatua ya kuchukua.

**Mtandao na umeme.** Baadhi ya programu zinahitaji intaneti. Chagua vifaa vinavyofanya kazi pia kupitia SMS au USSD, na upakue ramani ukiwa na mtandao.

**Uaminifu na usahihi.** Pembejeo bandia na ushauri mbaya hutokea. Nunua kutoka kwa wauzaji wa pembejeo wenye leseni, tumia maabara zinazotambulika, na ulinganishe ushauri mpya na kile unachokiona shambani mwako.

Zingatia: Kilimo cha usahihi hakichukui nafasi ya kanuni nzuri za msingi za kilimo. Mbegu zilizoidhinishwa, nafasi sahihi, kupalilia kwa wakati na usimamizi mzuri wa maji bado ndio msingi.

6. Mfano Halisi: Vihisi Vinavyoruka nchini Msumbiji

Mradi wa ThirdEye nchini Msumbiji (Mozambique) ulitumia droni ndogo, zinazoitwa vihisi vinavyoruka (flying sensors), kuwapa wakulima wadogo taarifa kuhusu mashamba yao. Kamera zao za near-infrared zinaweza kuonyesha msongo wa mazao takriban wiki mbili kabla jicho la binadamu halijaweza kuuona. Kwa mujibu wa FutureWater, shirika la Kiholanzi lililo nyuma ya mradi huu, waendeshaji 6 wa huko waliwahudumia zaidi ya wakulima 3,500 kwenye zaidi ya hekta 1,600 nchini Msumbiji, na tangu hapo huduma hiyo imeanza nchini Kenya. Wakulima walitumia picha hizo kuamua wapi na lini kumwagilia, kuweka mbolea na kupalilia, badala ya kulishughulikia shamba zima kwa namna moja.

Funzo kwa wakulima wa Kenya ni kwamba teknolojia hii ilifanya kazi kwa sababu ilijibu maswali ya vitendo: ni sehemu gani ya shamba inahitaji maji sasa, na ni sehemu gani inahitaji mbolea. Wakulima wa mpunga wa Mwea, wakulima wa viazi wa Nyandarua au wakulima wa mboga na matunda kando ya mito ya eneo la kati la Kenya wanaweza kuuliza maswali hayo hayo kwa huduma ya droni au ya setilaiti leo.

7. Hitimisho

Kilimo cha usahihi si cha mashamba makubwa yenye mashine za bei ghali pekee. Huanza na hamu ya kuijua ardhi yako mwenyewe. Pima udongo wako, jua ukubwa wa kila kipande, fuatilia mazao yako kwa karibu, weka kumbukumbu, na utumie picha za setilaiti au za droni zinapokusaidia kuangalia mahali sahihi. Kila hatua ndogo inakutoa kwenye kubahatisha hadi kujua, na kutoka kutumia zaidi hadi kupata zaidi.

Je, wajua? Hata daftari rahisi la kumbukumbu, likitunzwa kwa misimu miwili au mitatu, linaweza kukuonyesha ni kipande kipi, aina gani ya mbegu na tarehe gani ya kupanda vinakupa faida kubwa zaidi.`,
  imageAlts: [
    'Shamba linalotumika kuonyesha kilimo cha usahihi na ufuatiliaji makini wa mazao',
    'Droni ikiruka angani, aina ya kifaa kinachotumika kupiga picha na kukagua mazao kutoka juu',
    'Teknolojia ya kisasa ya kilimo inayotumika kupima mazao na kuchora ramani zake',
  ],
  atAGlance: [
    {
      label: 'Sampuli ya udongo',
      value: 'Sampuli ndogo nyingi kwa kila kipande, kwa zigizaga, kama maabara inavyoomba',
    },
    { label: 'Kumbukumbu', value: 'Tarehe, aina za mbegu, pembejeo, gharama, mvua na mavuno ya kila kipande' },
    { label: 'Chokaa', value: 'Pale tu ambapo kipimo cha udongo kinaonyesha asidi' },
    { label: 'Ukaguzi', value: 'Kila wiki, ukitembea kwa mwendo wa herufi W' },
    { label: 'Miezi ya mawingu kwa picha za setilaiti', value: 'Machi hadi Mei na Oktoba hadi Desemba' },
    {
      label: 'Ramani za droni za msongo wa mazao',
      value: 'Msongo huonekana takriban wiki mbili kabla jicho halijauona',
    },
  ],
}
