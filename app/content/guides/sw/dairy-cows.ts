import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'dairy-cows',
  title: "Ng'ombe wa Maziwa",
  description:
    "Maziwa zaidi kutoka kwa ng'ombe mmoja au wachache: majani tembo na lishe ya protini, maji kulingana na maziwa, ugonjwa wa kiwele, joto na uhimilishaji, ndama.",
  summary:
    "Mwongozo wa vitendo kwa wafugaji wadogo wa Kenya wenye ng'ombe mmoja au wachache wa maziwa: kata majani tembo (Napier) yakiwa na urefu unaofaa na uongeze lishe ya protini, toa maji kulingana na maziwa ambayo kila ng'ombe hutoa, gundua ugonjwa wa kiwele mapema, mpandishe ng'ombe kwa wakati kwa dume au kwa uhimilishaji (AI), na ulee ndama watakaokuwa ng'ombe wazuri wa maziwa.",
  body: `Ng'ombe wa maziwa humlipa mfugaji wake kila asubuhi na kila jioni. Kwenye shamba dogo la Kenya, ng'ombe mmoja mzuri anaweza kulipa karo ya shule, kununua chakula na kutoa samadi ya shamba. Lakini ng'ombe hulipa tu anapokula vizuri, anapokunywa maji ya kutosha, anapokuwa na afya na anapozaa tena kwa wakati. Maziwa mengi yanayopotea kwenye mashamba madogo hupotea kwa sababu ya njaa, kiu, kiwele kinachouma au ndama anayechelewa, si kwa bahati mbaya.

Mwongozo huu ni kwa wafugaji wenye ng'ombe mmoja hadi wachache wanaofugwa kwa zero grazing au nusu zero grazing. Unaeleza lishe, maji, ugonjwa wa kiwele, uzazi na malezi ya ndama, kwa takwimu kutoka utafiti wa Kenya na kwa wachapishaji walioorodheshwa mwishoni. Panapohusika kipimo cha dawa au dawa yenyewe, unakuelekeza kwa daktari wa mifugo, kwa sababu maamuzi hayo ni ya mtu aliyemwona ng'ombe.

1. Maana ya Utunzaji Bora wa Ng'ombe wa Maziwa

Utunzaji bora wa ng'ombe wa maziwa ni kumpa kila ng'ombe kile ambacho mwili wake unahitaji ili kutoa maziwa na kubeba mimba: chakula cha kutosha cha aina sahihi, maji safi wakati wote, mahali pakavu na safi pa kusimama na kulala, ukamuaji usioumiza kiwele, na mpango wa kumpandisha na wa kumlea ndama. Pia ni kuandika mambo, ili utambue ng'ombe ambaye maziwa yake yanapungua au ambaye hajaonyesha joto.

2. Faida za Kutunza Ng'ombe wa Maziwa Vizuri

- **Maziwa zaidi kutoka kwa ng'ombe yule yule:** chakula na maji kwa kawaida ndiyo njia nafuu zaidi ya kuongeza maziwa kwenye shamba dogo.
- **Maziwa safi yanayouzika:** kiwele chenye afya hutoa maziwa ambayo chama cha ushirika kitayapokea.
- **Ndama kila mwaka au karibu hivyo:** ng'ombe anayezaa kwa wakati hukaa muda mrefu zaidi wa maisha yake akikamuliwa.
- **Gharama ndogo za daktari:** banda safi na hatua za mapema hugharimu kidogo kuliko kumtibu ng'ombe mgonjwa.
- **Mitamba bora:** ndama aliyelelewa vizuri kutoka kwa dume bora au kwa uhimilishaji huwa ng'ombe wako wa maziwa ujao.

3. Mambo Muhimu ya Lishe: Majani Tembo, Lishe ya Protini na Dairy Meal

**Majani tembo (Napier)** ndiyo lishe kuu kwenye mashamba mengi madogo ya ng'ombe wa maziwa nchini Kenya. Ushauri wa kawaida ni kuyakata yakiwa na urefu wa cm 60 hadi 100, yaani wiki 6 hadi 10 tangu kuchipua tena. Majaribio katika kituo cha KALRO huko Mtwapa yaligundua kwamba majani tembo yaliyokatwa yakiwa m 1.0 yalimeng'enywa vizuri zaidi na yalitoa maziwa mengi kuliko yaliyokatwa yakiwa m 1.5. Kwenye mashamba yanayolisha majani tembo peke yake, ng'ombe mara nyingi hutoa kilo 3 hadi 5 tu za maziwa kwa siku, kwa hiyo majani tembo yanahitaji kusaidiwa na lishe ya protini.

- **Lishe ya protini:** katika majaribio hayo hayo ya Mtwapa, ng'ombe chotara waliolishwa majani tembo kadiri walivyotaka pamoja na kilo 8 za Leucaena mbichi kwa siku waliweza kukidhi mahitaji ya miili yao na kutoa kilo 10 za maziwa kila siku. Calliandra, desmodium, lucerne (alfalfa) na mashina ya viazi vitamu ni lishe nyingine za protini unazoweza kupanda.
- **Ugonjwa wa fundo jeusi (head smut):** ugonjwa unaodumaza majani tembo umeenea katikati mwa Kenya. Wakulima wa huko walitumia aina inayostahimili ugonjwa huo iitwayo "Kakamega I", mara nyingi kupitia chama chao cha ushirika cha maziwa. Muulize afisa ugani ni aina gani inayostahimili magonjwa ya eneo lako.
- **Dairy meal:** utafiti wa mashamba ya maeneo kame ya mashariki mwa Kenya uligundua kwamba wakulima wengi walimpa kila ng'ombe anayekamuliwa takriban kilo 2 za dairy meal kwa siku, kiasi kile kile kipindi chote cha kukamuliwa, bila kujali maziwa aliyotoa. Linganisha dairy meal na maziwa ya kila ng'ombe na hatua ya kipindi chake cha kukamuliwa; afisa ugani anaweza kukusaidia kukokotoa kiasi.
- **Chakula cha kiangazi:** katika utafiti huo, asilimia 93 ya wakulima walikosa chakula cha kutosha wakati fulani wa mwaka, hasa Septemba na Oktoba, na ingawa asilimia 97.5 walihifadhi chakula fulani, hei mara nyingi ilikuwa duni. Tengeneza hei au sileji wakati nyasi bado changa msimu wa mvua, na uihifadhi ikiwa kavu.

Zingatia: Usiwahi kulisha chakula chenye ukungu. Huko Nakuru, asilimia 56 ya sampuli za chakula cha ng'ombe wa maziwa zilikuwa na sumukuvu zaidi ya kiwango cha Umoja wa Ulaya kwa chakula cha mifugo ya maziwa, na sumukuvu kutoka kwenye chakula huingia kwenye maziwa ambayo familia yako inakunywa na kuuza. Mwongozo wa mavuno na uhifadhi unaeleza jinsi ya kuweka nafaka na chakula cha mifugo kikiwa kikavu.

4. Mambo Muhimu ya Maji: Lita za Maji kwa Lita za Maziwa

Maziwa kwa sehemu kubwa ni maji, kwa hiyo ng'ombe hawezi kutoa maziwa bila kunywa. Bodi ya Taifa ya Maendeleo ya Maziwa ya India (NDDB) inatoa takwimu mbili rahisi: mnyama mzima mwenye afya anahitaji takriban lita 75 hadi 80 za maji kwa siku, na kwa kuwa maziwa ni takriban asilimia 85 maji, ng'ombe anahitaji takriban lita 2.5 za maji kwa kila lita ya maziwa anayotoa. Kwa hiyo ng'ombe anayetoa lita 10 kwa siku anahitaji takriban lita 25 za maji ili kutengeneza maziwa hayo peke yake, na anayetoa lita 20 anahitaji takriban lita 50. Wakati wa joto anahitaji zaidi ya hapo.

- **Maji wakati wote:** weka maji kwenye hori ambayo ng'ombe anaweza kuifikia mchana na usiku, si mara moja kwa siku kutoka mto ulio mbali.
- **Maji safi:** safisha hori kila wiki. Utafiti wa KARI karibu na Wote uligundua kwamba maji ya visima vifupi na ya mabondeni mara nyingi yalikuwa na chumvi nyingi mno kwa ng'ombe wa maziwa, huku maji ya mvua kutoka kwenye paa na kwenye mabwawa yakiwa mazuri.
- **Panga maji ya shamba zima:** kwenye mashamba ya Kiambu na Meru, maji yaliyotumika kwa kunywa na kwa usafi yalifikia lita 5.1 kwa kila kilo ya maziwa. Shamba linalozalisha kilo 10 za maziwa kwa siku kwa hiyo hutumia takriban lita 51 za maji kwa siku, basi vuna maji ya mvua na uyahifadhi.

Kumbuka: Ng'ombe ambaye maziwa yake yamepungua huenda ana kiu tu. Angalia hori kabla ya kulaumu chakula.

5. Hatua za Kuzuia na Kugundua Ugonjwa wa Kiwele

**Ugonjwa wa kiwele (mastitis)** ni maambukizi ya kiwele. Ukiwa wa wazi unaona mabonge, vipande, maziwa yenye maji mengi au damu, na robo ya kiwele iliyo moto, ngumu na inayouma. Ukiwa wa kujificha, maziwa yanaonekana ya kawaida lakini ng'ombe hutoa kidogo na maziwa hubeba vijidudu zaidi. Katika kaunti za Embu na Kajiado, asilimia 80 ya ng'ombe waliopimwa walikuwa na ugonjwa wa kiwele: asilimia 6.8 wa wazi na asilimia 73.1 wa kujificha. Utafiti mwingine wa Kenya ulipata ugonjwa wa kiwele wa kujificha kwa asilimia 43.2 ya ng'ombe katika miezi miwili ya kwanza baada ya kuzaa.

- **Hatua ya 1 – Weka banda safi na kavu:** katika utafiti huo wa Kenya wa ng'ombe waliozaa karibuni, usafi duni wa mahali pa kulala ulienda sambamba na ugonjwa wa kiwele wa kujificha zaidi. Ondoa kinyesi kila siku na utandike matandiko makavu.
- **Hatua ya 2 – Nawa mikono na utumie kitambaa kimoja safi kwa kila ng'ombe:** huko Embu na Kajiado, iwapo kiwele cha kila ng'ombe kilikaushwa kwa kitambaa chake safi ilikuwa mojawapo ya tabia zilizohusiana na kiasi cha ugonjwa wa kiwele shambani. Kitambaa kimoja chenye unyevu kinachotumiwa na wote hubeba vijidudu kutoka ng'ombe mmoja hadi mwingine.
- **Hatua ya 3 – Kagua maziwa ya kwanza:** kamua michirizi ya kwanza ya kila chuchu kwenye kikombe au kwenye kitu cheusi kila unapokamua, na utafute mabonge.
- **Hatua ya 4 – Kamua ng'ombe wagonjwa mwisho:** mpangilio wa kukamua ulikuwa tabia nyingine iliyohusiana na ugonjwa wa kiwele katika utafiti huo. Kamua ng'ombe wenye afya kwanza na wagonjwa mwisho, ili mikono yako isibebe vijidudu kutoka kiwele kinachougua hadi kiwele kizima.
- **Hatua ya 5 – Pima ule wa kujificha:** California Mastitis Test (CMT) ni kipimo cha bei nafuu kinachofanywa kando ya ng'ombe. Daktari wa mifugo au afisa ugani anaweza kukuonyesha jinsi ya kukitumia na mara ngapi.
- **Hatua ya 6 – Tibu pamoja na daktari wa mifugo:** ni daktari wa mifugo au mhudumu wa afya ya mifugo tu anayepaswa kuchagua dawa na kipimo. Uliza kuhusu kuchovya chuchu kwenye dawa na kuhusu dawa ya ng'ombe anapokaushwa (dry cow therapy): ni asilimia 10.1 tu ya mashamba katika utafiti mmoja wa Kenya yaliyotumia mojawapo.

Kumbuka: Maziwa ya ng'ombe anayetibiwa hayapaswi kunywewa wala kuuzwa hadi muda wa kusubiri ulioandikwa kwenye lebo ya dawa upite. Mwongozo wa viuatilifu na dawa za mifugo unaeleza muda wa kusubiri.

6. Hatua Muhimu za Uzazi: Joto, Dume au Uhimilishaji, na Muda Kati ya Kuzaa

Ng'ombe lazima ashike mimba tena muda mfupi baada ya kuzaa ili azae karibu mara moja kwa mwaka. Kwenye mashamba karibu na Machakos, Wote na Wamunyu, muda kati ya kuzaa mara moja na nyingine ulikuwa wastani wa miezi 12.7 hadi 14.3, na mitamba ilipandishwa mara ya kwanza ikiwa na umri wa miezi 22.4 hadi 28.1. Katika nyanda za juu za Kenya, Bebe na wenzake waligundua kwamba ng'ombe walizaa mara ya kwanza wakiwa na miezi 32, na walikaa siku 250 kutoka kuzaa hadi kushika mimba tena. Kila mwezi wa ziada bila ndama ni mwezi wa maziwa yaliyopotea.

**Tambua joto.** Dalili moja ya uhakika ni ng'ombe anayesimama tuli ng'ombe mwingine anapompanda. Dalili nyingine ni kutotulia, kuwapanda ng'ombe wengine, kulia kwa sauti, ute mweupe unaotoka kwenye uke na kupungua kwa maziwa. Ushauri wa utafiti wa Ethiopia ni kuwaangalia ng'ombe kwa angalau dakika 10 mara 3 zaidi kwa siku mbali na wakati wa kukamua, alfajiri na jioni ikiwa nyakati bora, kwa sababu joto mara nyingi huanza usiku. Ng'ombe aliyelishwa vibaya anaweza kuonyesha joto kwa saa chache tu, kwa hiyo lishe bora pia husaidia uzazi.

**Mpandishe kwa wakati.** Mpigie mhimilishaji simu mara tu unapoona ng'ombe amesimama kupandwa, na umwambie ni lini ulianza kuona dalili; yeye ataamua wakati bora. Andika tarehe, na uendelee kumwangalia ng'ombe iwapo atarudi kwenye joto.

**Tumia mbegu bora au dume unayemjua.** Uhimilishaji (AI) humwezesha mkulima mdogo kutumia dume aliyethibitishwa bila kumfuga. Kituo cha Kenya cha Rasilimali za Kijenetiki za Wanyama (KAGRC) kilianzishwa kudhibiti magonjwa ya zinaa yanayoenezwa wakati wa kupandana na kuboresha ng'ombe wa maziwa; kina madume 124, miongoni mwao Friesian 54, Ayrshire 52, Jersey 8 na Guernsey 4. Kwenye mashamba ya maeneo kame ya mashariki mwa Kenya, uhimilishaji mmoja uligharimu wastani wa Ksh 1,620. Dume ambaye afya yake haijulikani anaweza kuleta magonjwa kwenye kundi lako.

Kidokezo: Weka kadi ya uzazi kwa kila ng'ombe: tarehe ya kuzaa, kila joto, kila kupandishwa au uhimilishaji pamoja na jina la dume, na tarehe anayotarajiwa kuzaa. Inakuonyesha mara moja ng'ombe gani anahitaji uangalizi.

7. Hatua za Kulea Ndama Mwenye Afya

**Dang'a kwanza.** Ndama huzaliwa bila kinga yake mwenyewe dhidi ya magonjwa na huipata kutoka kwa dang'a (maziwa ya kwanza), yale maziwa mazito ya mwanzo. Mpe ndama dang'a haraka iwezekanavyo baada ya kuzaliwa, siku ile ile. Katika kundi moja lililotunzwa vizuri lililofuatiliwa katika utafiti uliochapishwa, kila ndama alipewa lita 3 hadi 4 za dang'a ya mama yake ndani ya saa 6 baada ya kuzaliwa. Muulize daktari wa mifugo ndama wako anahitaji kiasi gani.

**Safi na kavu.** Mweke ndama kwenye kizimba safi, kikavu kisicho na upepo mkali, mbali na kinyesi cha ng'ombe wakubwa. Osha na ukaushe ndoo za kulishia baada ya kila mlo.

**Maziwa, kisha chakula kigumu.** Lisha maziwa kwa nyakati maalum, na umpe ndama maji safi, hei nzuri au lishe changa na chakula cha ndama mapema ili tumbo lake lijifunze kuvimeng'enya. Katika kundi hilo hilo la utafiti, kuachishwa kunyonya kulianza siku 56 hadi 63. Mwachishe ndama kwa kuzingatia ukubwa wake na hamu yake ya chakula kigumu, si umri peke yake, na umwombe afisa ugani mpango unaofaa shamba lako.

**Afya.** Muulize daktari wa mifugo ratiba ya dawa ya minyoo, udhibiti wa kupe na chanjo kwa eneo lako, na uangalie kuhara, kukohoa na ndama anayeacha kunywa.

8. Changamoto na Jinsi ya Kuzikabili

- **Njaa ya kiangazi:** panda majani tembo, vichaka vya protini na lishe nyingine msimu wa mvua, na utengeneze hei au sileji kabla nyasi haijazeeka.
- **Maji yaliyo mbali:** mfereji wa paa, tangi na hori karibu na banda hujilipa kwa maziwa.
- **Ugonjwa wa kiwele unaorudi mara kwa mara:** kagua banda, vitambaa na mpangilio wa kukamua, na umwulize daktari wa mifugo kuhusu kupima maziwa ili kujua kijidudu.
- **Joto lisiloonekana:** angalia alfajiri na jioni, weka kadi za uzazi, na umlishe ng'ombe vizuri baada ya kuzaa.
- **Uhimilishaji wa gharama unaoshindwa:** mwite mhimilishaji mapema ng'ombe anapokuwa amesimama kupandwa, mtulize ng'ombe, na uandike dume na tarehe ili daktari wa mifugo apate chanzo ikiwa atarudia joto.
- **Magonjwa yanayoletwa kutoka nje:** nunua wanyama ambao afya yao unaijua, na uwaweke wapya mbali na kundi lako hadi uwe na uhakika wana afya.

Weka kumbukumbu rahisi kwa kila ng'ombe:

✓ Maziwa kwa siku na chakula anachopewa.
✓ Tarehe za joto, kupandishwa au uhimilishaji, na tarehe anayotarajiwa kuzaa.
✓ Kila matibabu, pamoja na dawa, tarehe na mwisho wa muda wa kusubiri.
✓ Tarehe ya kuzaliwa kwa ndama, dang'a aliyopewa, uzito na tarehe ya kuachishwa kunyonya.

9. Mfano Halisi: Ushahidi kutoka Mashamba ya Maziwa ya Kenya

Takwimu za mwongozo huu zinatoka kwenye mashamba na vituo vya utafiti vya Kenya. Huko Mtwapa, majaribio ya KALRO yalionyesha kwamba kukata majani tembo yakiwa machanga na kuongeza Leucaena kunaweza kumfikisha ng'ombe chotara kwenye kilo 10 za maziwa kwa siku. Huko Embu na Kajiado, watafiti walipima ng'ombe 395 na kupata ugonjwa wa kiwele kwa wanne kati ya kila watano, na mpangilio wa kukamua na vitambaa vilivyotumika vilikuwa miongoni mwa tabia zilizoleta tofauti. Huko Machakos, Wote na Wamunyu, wakulima wengi waliangalia joto wenyewe, na muda kati ya kuzaa ulizidi mwaka. Karibu na Nakuru, zaidi ya nusu ya sampuli za chakula cha mifugo zilikuwa na sumukuvu nyingi mno. Hakuna tatizo kati ya haya linalohitaji mashine ya bei ghali. Kila moja hutatuliwa kwa utaratibu wa kila siku: lishe changa, hori iliyojaa, kitambaa safi, jicho linalochunguza alfajiri.

10. Hitimisho

Ng'ombe wa maziwa hulipa utunzaji wa kila siku zaidi kuliko matumizi makubwa ya pesa. Anza na mambo ya msingi na uendelee kujenga:

✓ Majani tembo yaliyokatwa yakiwa machanga, lishe ya protini kando yake, na chakula kikavu kilichohifadhiwa kwa kiangazi.
✓ Maji siku nzima: takriban lita 2.5 kwa kila lita ya maziwa, na zaidi wakati wa joto.
✓ Banda safi, kitambaa kimoja kwa kila ng'ombe, kukagua maziwa ya kwanza na kukamua wagonjwa mwisho.
✓ Joto linaloangaliwa alfajiri na jioni, na uhimilishaji au dume mwenye afya kwa wakati.
✓ Dang'a siku ya kuzaliwa na kizimba safi, kikavu cha ndama.
✓ Matibabu kupitia daktari wa mifugo, na maziwa yanayozuiwa hadi muda wa kusubiri upite.

Kidokezo cha kitaalamu: Pita kati ya ng'ombe wako alfajiri kabla ya kukamua. Katika dakika kumi za utulivu utaona ng'ombe yupi yuko kwenye joto, yupi hakula, na kama hori ni tupu.`,
  imageAlts: [],
  atAGlance: [
    { label: 'Maji', value: 'Takriban lita 2.5 kwa kila lita ya maziwa; lita 75 hadi 80 kwa siku kwa mnyama mzima' },
    { label: 'Majani tembo (Napier)', value: 'Kata yakiwa cm 60 hadi 100, takriban wiki 6 hadi 10 tangu kuchipua' },
    { label: 'Leucaena pamoja na majani tembo', value: 'Kilo 8 mbichi kwa siku: zinatosha kilo 10 za maziwa' },
    { label: 'Kuangalia joto', value: 'Angalau dakika 10, mara 3 zaidi kwa siku; alfajiri na jioni ni bora' },
    { label: 'Ugonjwa wa kiwele kwenye makundi ya Kenya', value: 'Asilimia 80 ya ng’ombe waliopimwa Embu na Kajiado' },
    { label: "Dang'a", value: 'Lita 3 hadi 4 ndani ya saa 6 katika kundi la utafiti lililotunzwa vizuri' },
    { label: 'Muda kati ya kuzaa kwenye mashamba ya Kenya', value: 'Miezi 12.7 hadi 14.3' },
  ],
}
