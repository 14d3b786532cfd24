import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'harvest-and-storage',
  title: 'Kutoka Mavuno Hadi Ghala Bila Sumukuvu',
  description:
    'Linda mahindi, maharagwe na karanga kutoka mavuno hadi soko: kausha hadi unyevu salama, chagua, hifadhi kwenye mifuko isiyopitisha hewa, zuia sumukuvu.',
  summary:
    'Sumukuvu (aflatoxin) ni sumu ya ukungu kwenye nafaka iliyovunwa kwa kuchelewa, iliyokaushwa vibaya au iliyohifadhiwa ikiwa na unyevu. Jifunze kuvuna kwa wakati, kukausha mahindi hadi unyevu salama wa asilimia 13.5 na kuupima kwa chupa ya chumvi, kuondoa nafaka mbaya, kuchagua magunia, mifuko isiyopitisha hewa au vihenge, na usichopaswa kula, kuuza wala kulisha mifugo.',
  body: `Familia nyingi hupoteza sehemu ya mavuno yao baada ya kuyafikisha nyumbani. Fukusi na dumuzi huyala, panya huyaharibu, na ukungu huota kwenye nafaka ambayo bado ina unyevu. Hasara mbaya zaidi haionekani: baadhi ya ukungu hutengeneza sumukuvu, sumu inayowadhuru watu na wanyama wanaokula nafaka hiyo.

Habari njema ni kwamba sumukuvu huzuiwa hasa kwa mambo ambayo mkulima anayamudu: kuvuna kwa wakati, kukausha kikamilifu, kuchagua na kuondoa nafaka mbaya, na kuhifadhi nafaka ikiwa kavu bila hewa kuingia. Mwongozo huu unatumia mahindi kama mfano mkuu, kwa sababu ndicho chakula kikuu cha Kenya na zao linaloathiriwa mara nyingi zaidi, lakini kanuni zilezile zinahusu maharagwe, mtama na karanga.

1. Maana ya Kuvuna na Kuhifadhi kwa Usalama

Kuvuna na kuhifadhi kwa usalama ni kusafirisha zao kutoka shambani hadi ghalani, na kutoka ghalani hadi mezani au kwa mnunuzi, bila kuruhusu ukungu, wadudu au panya kuliharibu. Kunahusu wakati wa kuvuna, jinsi ya kukausha, jinsi ya kuhakikisha nafaka imekauka, jinsi ya kuchagua na kusafisha, magunia au maghala ya kutumia, na cha kufanya na nafaka iliyoharibika.

2. Faida za Kuhifadhi Nafaka kwa Usalama

- **Chakula salama:** nafaka kavu na safi huilinda familia yako dhidi ya sumukuvu.
- **Hasara ndogo:** nafaka iliyo kavu isiyoingiwa na hewa hailiwi na wadudu wala kuharibiwa na ukungu.
- **Bei bora:** unaweza kuhifadhi nafaka hadi bei ipande badala ya kuuza kwa bei ya chini wakati wa mavuno.
- **Nafaka ambayo wanunuzi wanaipokea:** wasagaji na wanunuzi hupima sumukuvu na kukataa nafaka inayozidi kiwango.
- **Mifugo na maziwa yenye afya:** chakula cha mifugo kutoka nafaka safi huzuia sumukuvu isiingie kwenye maziwa na mayai.

3. Mambo Muhimu Kuhusu Sumukuvu

Sumukuvu hutengenezwa hasa na ukungu wa aina ya Aspergillus flavus na Aspergillus parasiticus. Mapitio ya utafiti wa miaka 60 nchini Kenya yaliipata kwenye mahindi na vyakula vya mahindi kama githeri, ugali na uji, kwenye karanga, mchele, muhogo, mtama, wimbi, chakula cha mifugo na bidhaa za maziwa, huku sehemu ya mashariki ya nchi ikiathirika zaidi. Angalau visa 500 vya watu kuugua ghafla na vifo 200 kutokana na sumukuvu vimeripotiwa nchini Kenya.

- **Jinsi sumu inavyoingia:** mwaka 2004 mlipuko wa sumu ya sumukuvu huko Makueni na Kitui ulifuatiliwa na Wizara ya Afya ya Kenya, WHO na CDC hadi kwenye mahindi ya nyumbani yaliyohifadhiwa yakiwa na unyevu.
- **Madhara ya polepole:** katika sampuli za damu za utafiti wa kitaifa wa mwaka 2007, asilimia 78 ya Wakenya waliopimwa walikuwa na sumukuvu, wengi zaidi katika mikoa ya Mashariki na Pwani. Kuipata kwa muda mrefu huharibu ini na kunaweza kusababisha saratani ya ini.
- **Kiwango cha kisheria:** kiwango cha Kenya, kilichowekwa na Shirika la Viwango la Kenya (KEBS), kinaruhusu sumukuvu isiyozidi sehemu 10 kwa bilioni kwenye unga wa mahindi, na KEBS imeondoa sokoni aina za unga zilizoshindwa kukifikia. Katika utafiti wa sampuli 105 za unga wa mahindi kutoka viwanda vya kusaga vya Kenya, asilimia 85.3 zilifikia kiwango; unga wa viwanda vidogo ulikuwa na wastani wa sehemu 44.2 kwa bilioni, na sampuli za Mashariki ya Chini wastani wa 68.7.
- **Kutoka chakula cha mifugo hadi maziwa:** ng'ombe wanapokula chakula chenye ukungu, sumukuvu huingia kwenye maziwa yao. Huko Nakuru, zaidi ya nusu ya sampuli za chakula cha ng'ombe wa maziwa zilizidi kiwango cha Umoja wa Ulaya kwa chakula cha mifugo.

Zingatia: Huwezi kuiona sumukuvu yenyewe. Nafaka yenye ukungu, iliyobadilika rangi au iliyoharibiwa na wadudu ndiyo ishara ya hatari, na njia pekee salama ni kuiweka mbali na chakula cha watu na cha mifugo.

4. Hatua za Kuvuna kwa Wakati Unaofaa

- **Hatua ya 1 – Vuna zao likikomaa:** mahindi yako tayari shina linaponyauka na kugeuka rangi ya kahawia hafifu, punje zinapokuwa ngumu na, kwa aina nyingi, magunzi yanapoinama.
- **Hatua ya 2 – Usiyaache yamesimama kwenye mvua:** mvua ikichelewesha mavuno, vunja mashina chini ya gunzi ili gunzi lining'inie chini na lisiingize maji ya mvua, yanayolifanya lioze.
- **Hatua ya 3 – Weka magunzi mbali na udongo:** marundo ya magunzi juu ya ardhi tupu yenye unyevu hufyonza unyevu na ukungu kutoka udongoni.
- **Hatua ya 4 – Vuna magunzi yaliyoharibika kando:** magunzi yaliyotafunwa na wadudu, ndege au panya, na magunzi yaliyokwisha kuoza, yawekwe kwenye kikapu tofauti. Kama mahindi yameoza shambani, usiyachanganye na mazuri.

5. Hatua za Kukausha Nafaka hadi Unyevu Salama

Nafaka lazima ikauke kabla ya kuingia ghalani. Kiwango kinachotajwa mara nyingi nchini Kenya cha kuhifadhi mahindi ni unyevu wa asilimia 13.5, na mahindi hupukuchuliwa vizuri zaidi punje zikiwa na unyevu wa asilimia 13 hadi 14, ili punje zisiharibike.

- **Hatua ya 1 – Kausha juu ya ardhi:** tandaza magunzi au nafaka juu ya turubai, mikeka au vichanja vilivyoinuliwa, kamwe si juu ya udongo mtupu, na uwaweke wanyama mbali.
- **Hatua ya 2 – Kausha kwa tabaka nyembamba na ugeuze mara kwa mara:** tabaka nyembamba hukauka sawasawa. Funika nafaka usiku na mvua inapokuja.
- **Hatua ya 3 – Pukuchua, kisha kausha tena:** baada ya kupukuchua, kausha nafaka kidogo zaidi juu ya sehemu safi.
- **Hatua ya 4 – Pima kabla ya kuhifadhi:** tumia kipima unyevu ikiwa unaweza kukiazima kutoka kwa chama cha ushirika au mnunuzi. Kama huna, tumia kipimo cha chumvi.

**Kipimo cha chumvi.** Weka konzi moja ya nafaka kavu na nusu konzi ya chumvi kavu ya mezani ndani ya chupa kavu ya soda. Tikisa kwa dakika 2 hadi 3 kisha acha nafaka itulie chini. Chumvi ikinata kwenye kuta za chupa, nafaka haijakauka vya kutosha: ikaushe tena na urudie kipimo hadi chumvi isinate tena. Hapo tu ndipo uihifadhi.

Kidokezo: Maharagwe, mtama na karanga yanahitaji uangalifu uleule: yakaushe juu ya sehemu safi isiyogusa ardhi, na uyahifadhi tu yakishakauka kabisa.

6. Hatua za Kuchagua na Kusafisha Nafaka

- **Hatua ya 1 – Chagua magunzi kabla ya kupukuchua:** weka kando magunzi yaliyooza, yenye ukungu na yaliyoharibiwa na wadudu.
- **Hatua ya 2 – Pepeta:** ondoa makapi, vumbi, punje zilizovunjika na uchafu mwingine.
- **Hatua ya 3 – Okota punje mbaya:** ondoa kwa mkono punje zenye ukungu, zilizobadilika rangi, zilizosinyaa na zilizoharibiwa na wadudu. Sumukuvu hujikusanya kwenye punje kama hizo.
- **Hatua ya 4 – Weka mbaya mbali:** usiwahi kuchanganya tena nafaka uliyoiondoa na nafaka nzuri, na usiwahi kupukuchua magunzi mazuri na mabaya pamoja.

7. Mambo Muhimu ya Kuhifadhi: Magunia, Mifuko Isiyopitisha Hewa na Vihenge

**Magunia ya kawaida ya kusokotwa** ya polipropilini, katani au mkonge yanafaa kwa nafaka utakayoihifadhi kwa miezi 3 au chini kabla ya kuiuza. Tumia magunia safi; Mfumo wa Taarifa za Hasara Baada ya Mavuno Afrika (APHLIS) unashauri kusafisha magunia yaliyotumika kwa kuyatumbukiza kwenye maji yanayochemka na kuyakausha kabla ya kuyajaza. Usiyajaze kupita kiasi, na uyapange juu ya mbao mbali na sakafu na kuta.

**Mifuko isiyopitisha hewa** kama mifuko ya PICS, kwa mahindi, maharagwe na nafaka nyingine, ina tabaka kadhaa za plastiki, kila moja ikifungwa peke yake. Wadudu walio ndani humaliza hewa ya oksijeni na kufa, kwa hiyo hakuna haja ya dawa ya wadudu. Katika jaribio la siku 180, mahindi makavu yenye unyevu wa asilimia 12 yalipoteza asilimia 1.2 tu ya uzito wake kwenye mifuko isiyopitisha hewa, ikilinganishwa na asilimia 35.8 kwenye magunia ya kawaida ya polipropilini. Lakini mifuko hii haikaushi nafaka: katika jaribio hilo hilo, mahindi yaliyohifadhiwa yakiwa na unyevu (asilimia 14 hadi 18) kwenye mifuko isiyopitisha hewa yalikuwa na punje nyingi zaidi zilizobadilika rangi kwa kuharibiwa na ukungu. Utafiti wa Chuo Kikuu cha Purdue uligundua kwamba kufungua mfuko usiopitisha hewa tena na tena huruhusu hewa kuingia na huongeza ukuaji wa ukungu na hatari ya sumukuvu, hasa kwa mahindi yenye unyevu.

**Vihenge vya chuma** vilivyojaribiwa na CIMMYT na KARI katika maeneo matatu nchini Kenya vilidhibiti wadudu wa ghalani vizuri sana bila dawa za wadudu, lakini vinagharimu zaidi. Mifuko isiyopitisha hewa ni ya bei nafuu zaidi, lakini mfuko uliotobolewa na wadudu au panya unaweza kutumika mara moja tu.

- **Jaza mifuko isiyopitisha hewa kwa nafaka kavu pekee,** funga kila tabaka peke yake, na uiweke juu ya sakafu mahali panya wasipoweza kufika.
- **Fungua mara chache iwezekanavyo:** toa nafaka ya muda mrefu kwa mara moja badala ya kidogo kila siku.
- **Kagua ghala mara kwa mara:** angalia na unuse kama kuna joto, unyevu, ukungu au wadudu.

Kumbuka: Usiwahi kuhifadhi nafaka katika chumba kimoja na viuatilifu, mbolea au mafuta. Tumia tu dawa za kuhifadhia nafaka zilizosajiliwa na PCPB, kama lebo inavyosema kabisa, na uheshimu muda wa kusubiri kabla ya kula.

8. Mambo Muhimu: Usichopaswa Kula, Kuuza wala Kulisha Mifugo

Nafaka yenye ukungu, iliyobadilika rangi, iliyooza au iliyoharibiwa vibaya na wadudu inaweza kuwa na sumukuvu hata baada ya kuisafisha. Usi:

- **Ile,** wala kuipika kuwa ugali, uji au githeri.
- **Iuze** wala kuichanganya na nafaka ya kuuza. Wanunuzi na wasagaji hupima sumukuvu, na KEBS imeondoa sokoni unga wa mahindi ulioshindwa kufikia kiwango.
- **Ilishe mifugo.** Usiwalishe ng'ombe, nguruwe wala kuku mahindi yenye ukungu. Sumukuvu huwadhuru ng'ombe, nguruwe na kuku, na hupita kutoka chakula cha ng'ombe hadi kwenye maziwa yao. Kisichofaa kwa watu hakifai kwa wanyama.
- **Iwape wengine** kama majirani au mtengenezaji wa pombe.

Haribu nafaka iliyokataliwa ili mtu yeyote au mnyama yeyote asiile. Muulize afisa ugani mahali ambapo nafaka iliyokataliwa inaweza kutupwa kwa usalama katika eneo lako.

9. Changamoto na Jinsi ya Kuzikabili

- **Mvua wakati wa mavuno:** vunja mashina ili magunzi yaning'inie chini, vuna mara tu mvua ikisita, na ukaushe chini ya kivuli cha paa juu ya vichanja vilivyoinuliwa.
- **Huna turubai wala mashine ya kukausha:** shirikianeni turubai katika kikundi chenu cha wakulima, au tumieni mashine ya kukausha ya chama cha ushirika.
- **Fukusi na dumuzi:** hifadhi nafaka kavu tu kwenye mifuko isiyopitisha hewa au vihenge, au tumia dawa ya kuhifadhia nafaka iliyosajiliwa kama lebo yake inavyosema kabisa.
- **Panya:** weka ghala safi, inua magunia juu ya sakafu na uzibe matundu.
- **Huna uhakika kama nafaka ni salama:** uliza ofisi ya kilimo ya kaunti au mnunuzi mwenye kifaa cha kupima kabla ya kula au kuuza.

10. Mfano Halisi: Ushahidi kutoka Kenya

Mlipuko wa mwaka 2004 huko Makueni na Kitui ulionyesha jinsi uhifadhi wenye unyevu unavyogeuza mavuno mazuri kuwa sumu: wachunguzi waligundua kwamba kubadilisha mahindi yenye sumu kwa mahindi safi ilikuwa mojawapo ya hatua muhimu zaidi za kuukomesha. Utafiti wa kitaifa wa damu wa mwaka 2007 ulionyesha kwamba sumukuvu huwafikia Wakenya wengi, si wale tu wa maeneo ya mlipuko. Na utafiti wa mashambani wa CIMMYT na KARI ulionyesha upande mwingine: wakulima waliokausha nafaka yao na kuihifadhi bila hewa kuingia walidhibiti wadudu wa ghalani bila kemikali. Tofauti kati ya matokeo haya ni uangalifu wa kila siku wa mkulima kutoka mavuno hadi ghala.

11. Hitimisho

Sumukuvu huzuiwa, haitibiwi. Kabla ya kila mavuno, panga:

✓ Vuna zao likikomaa, na usiwahi kuacha magunzi kwenye mvua au juu ya udongo wenye unyevu.
✓ Kausha juu ya turubai au vichanja hadi unyevu wa asilimia 13.5, na upime kwa kipima unyevu au kipimo cha chumvi.
✓ Ondoa punje zenye ukungu, zilizobadilika rangi na zilizoharibika, na uziweke kando.
✓ Hifadhi nafaka kavu kwenye magunia safi kwa miezi 3 au chini, au kwenye mifuko isiyopitisha hewa au vihenge kwa muda mrefu zaidi.
✓ Fungua mifuko isiyopitisha hewa mara chache, na uiweke juu ya sakafu.
✓ Usiwahi kula, kuuza wala kulisha mifugo nafaka yenye ukungu.

Kidokezo cha kitaalamu: Weka chupa na pakiti ya chumvi ghalani mwako. Kipimo cha chumvi cha dakika tatu kabla ya kufunga kila gunia kinaweza kuokoa nafaka ya msimu mzima.`,
  imageAlts: [],
  atAGlance: [
    { label: 'Unyevu salama wa kuhifadhi mahindi', value: 'Asilimia 13.5' },
    { label: 'Unyevu wa kupukuchua mahindi', value: 'Asilimia 13 hadi 14' },
    {
      label: 'Kipimo cha chumvi',
      value: 'Tikisa nafaka na chumvi kwenye chupa kavu kwa dakika 2 hadi 3: chumvi isinate',
    },
    { label: 'Kiwango cha KEBS cha sumukuvu kwenye unga wa mahindi', value: 'Sehemu 10 kwa bilioni' },
    {
      label: 'Mfuko usiopitisha hewa dhidi ya gunia la kawaida, siku 180',
      value: 'Asilimia 1.2 dhidi ya 35.8 ya uzito ilipotea (mahindi makavu)',
    },
    { label: 'Magunia ya kusokotwa', value: 'Kwa miezi 3 au chini' },
    { label: 'Wakenya wenye sumukuvu kwenye damu (2007)', value: 'Asilimia 78' },
  ],
}
