import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'drone-spraying',
  title: 'Unyunyiziaji kwa Droni',
  description:
    'Jinsi droni za kunyunyizia zinavyofanya kazi, zinaposaidia mashamba ya Kenya, sheria za KCAA na PCPB, na jinsi ya kujiandaa kwa unyunyiziaji salama.',
  summary:
    'Droni za kilimo hunyunyizia dawa za kulinda mazao na mbolea ya majani kutoka juu kidogo ya zao, bila mtu yeyote kutembea shambani. Ni za haraka na hufika kwenye mashamba ya mpunga yaliyojaa maji, mazao marefu na miteremko mikali, lakini lazima ziendeshwe na waendeshaji wenye leseni, kwa bidhaa zilizosajiliwa, kipimo sahihi na hali ya hewa salama.',
  body: `Kunyunyizia kwa bomba la mgongoni ni kazi ya polepole, inayochosha na yenye hatari. Anayebeba tangi hutembea ndani ya mashamba ya mpunga yaliyojaa maji au ndani ya mahindi marefu, huvuta ukungu wa dawa, na mara nyingi huacha sehemu za shamba bila kunyunyiziwa. Viwavijeshi vamizi, ugonjwa wa blast wa mpunga au baa chelewa vinapofika, kuchelewa kwa siku chache kunaweza kugharimu sehemu kubwa ya mavuno. FAO inaonya kuwa mbinu duni za kunyunyizia hupoteza kiasi kikubwa cha viuatilifu, na kwamba watu wengi wanaonyunyizia viuatilifu hupata sumu kwa sababu hawaelewi unyunyiziaji salama au vifaa vyao viko katika hali mbaya.

Zingatia: Mwongozo huu umeandikwa na kampuni ya huduma za droni inayoendesha jukwaa hili na kuuza huduma ya unyunyiziaji kwa droni. Tumejitahidi kuwa wa haki na kunukuu vyanzo tulivyovisoma, lakini linganisha bei na mbinu, na muulize afisa ugani wako, kabla ya kumkodi mtu yeyote, hata sisi.

Droni za kilimo za kunyunyizia ni njia nyingine. Rubani aliyefunzwa huiendesha droni kufuata njia iliyopangwa juu kidogo ya zao, huku mkulima na wafanyakazi wakikaa umbali salama. Mwongozo huu unaeleza droni za kunyunyizia ni nini, zinapofaa, sheria za Kenya zinavyotaka, na jinsi ya kuandaa shamba lako ili unyunyiziaji uwe salama na wenye matokeo.

1. Maana ya Unyunyiziaji kwa Droni

Droni ya kunyunyizia ni ndege isiyo na rubani ndani yake, inayoendeshwa kwa mbali, kwa kawaida yenye rafadha (rotors) kadhaa, inayobeba tangi la dawa, pampu na nozeli au visahani vinavyozunguka. GPS na programu ya kuongoza safari huiwezesha kufuata njia iliyochorwa kwenye ramani kwa urefu na mwendo usiobadilika, na kuwasha au kuzima unyunyiziaji ukingoni mwa shamba. Upepo mkali unaoshuka kutoka kwenye rafadha husukuma matone ndani ya majani ya zao.

Droni zinaweza kunyunyizia viua wadudu, viua kuvu, viua magugu na mbolea ya majani. Baadhi ya aina zinaweza pia kusambaza chembechembe au mbegu. Skyfield Aerotech, kampuni inayoendesha kituo hiki, inaona kwamba droni zake hunyunyizia ekari 5 hadi 10 kwa saa, kulingana na zao na umbo la shamba. Hiyo ni takwimu yetu wenyewe kutoka kwa kazi yetu, na inawezesha kuchukua hatua haraka wakati mlipuko wa wadudu unaenea.

2. Faida za Unyunyiziaji kwa Droni kwa Mashamba ya Kenya

✓ **Hakuna kutembea ndani ya zao.** Hakuna anayekanyaga mpunga, viazi au mahindi marefu, na matrekta hayashindilii udongo wenye unyevu.

✓ **Hufanya kazi pale watu na matrekta wanapotatizika.** Mashamba ya mpunga yaliyojaa maji huko Mwea, mashamba yenye matope wakati wa mvua za masika (Machi hadi Mei) au mvua za vuli (Oktoba hadi Desemba), na miteremko mikali ya chai na kahawa.

✓ **Hatua za haraka.** Eneo kubwa linaweza kutibiwa kwa muda mfupi viwavijeshi vamizi, ugonjwa wa blast wa mpunga au baa chelewa vinaposhambulia.

✓ **Watu huathiriwa kidogo na dawa.** Rubani husimama mbali na dawa badala ya kubeba mgongoni tangi linalovuja.

✓ **Dawa husambaa sawasawa na rekodi huhifadhiwa.** Njia, eneo lililonyunyiziwa na kiasi kilichotumika huandikwa, jambo linalosaidia ufuatiliaji unaotakiwa na wanunuzi wa mazao ya kuuza nje.

Mashamba ya Kenya ambayo tayari yanatumia droni yanaripoti akiba halisi. Gazeti la Business Daily liliripoti kuhusu shamba la maembe katika Kaunti ya Makueni lililotumia kemikali kidogo, na kumaliza unyunyiziaji wake kwa muda mfupi zaidi, baada ya kuacha mabomba ya mkono na ya trekta na kuanza kutumia droni.

3. Mambo Muhimu ya Sheria na Usalama nchini Kenya

**Droni lazima zisajiliwe na waendeshaji wapewe idhini.** Chini ya Kanuni za Usafiri wa Anga (Mifumo ya Ndege Zisizo na Rubani) za Kenya, 2020, yaani Civil Aviation (Unmanned Aircraft Systems) Regulations (Tangazo la Kisheria Na. 42 la 2020), kila droni inayorushwa nchini Kenya lazima isajiliwe na Mamlaka ya Usafiri wa Anga ya Kenya (KCAA). Yeyote anayetoa huduma za droni kibiashara, ikiwemo kunyunyizia mazao, lazima awe na Cheti cha Mwendeshaji wa Ndege Zinazoendeshwa kwa Mbali (Remote Aircraft Operator Certificate, ROC) kutoka KCAA, ambacho kinahitaji ushahidi wa mpangilio mzuri wa kampuni, mafunzo, usimamizi na matengenezo. Kabla ya kumkodi mtu yeyote, omba kuona idhini yake ya KCAA pamoja na hati za mafunzo na leseni ya rubani.

**Bidhaa zilizosajiliwa na PCPB pekee.** Pest Control Products Board (PCPB) husimamia kila kiuatilifu kinachouzwa na kutumiwa nchini Kenya. Tumia tu bidhaa zilizosajiliwa, zilizonunuliwa kutoka kwa wauzaji wa pembejeo wenye leseni, zenye lebo iliyoidhinishwa. PCPB inaonya kuwa kemikali bandia za kilimo ni tatizo halisi katika masoko ya Kenya. Bidhaa bandia zinaweza kushindwa kufanya kazi, kuunguza zao au kuwatia watu sumu.

**Soma lebo na uifuate.** Lebo ndiyo sheria. Inaeleza zao, mdudu au ugonjwa, kipimo, vifaa vya usalama, **muda wa kutoingia shambani** (muda ambao watu na wanyama wanapaswa kukaa nje ya shamba baada ya kunyunyizia) na **muda wa kusubiri kabla ya kuvuna** (muda unaopaswa kusubiri kati ya unyunyiziaji wa mwisho na kuvuna). Mstari wa rangi kwenye lebo ya Kenya unaonyesha kiwango cha hatari: mwekundu ni sumu kali zaidi, ukifuatwa na manjano na buluu, na kijani ndio wenye sumu ndogo zaidi. Jumbe za usalama zimeandikwa kwa Kiingereza na Kiswahili.

**Walinde watu, wanyama, nyuki na maji.** Kubaliana na mwendeshaji kuhusu eneo la kinga (buffer zone). Usiwahi kunyunyizia juu au kando ya nyumba, shule, vyanzo vya maji, mifereji, mito, mabwawa ya samaki, wanyama wanaochunga au mizinga ya nyuki. Nyuki huchavusha kahawa, parachichi, matunda ya pasheni, matikiti maji na mazao mengine mengi yanayotegemea, angalau kwa sehemu, wadudu wachavushaji ili kutoa matunda na mbegu.

Kumbuka: Wajulishe majirani zako kabla ya siku ya kunyunyizia, hasa wafugaji nyuki na yeyote mwenye mabwawa ya samaki au mifugo karibu, na uwaweke watoto na wanyama mbali hadi muda wa kutoingia shambani ulioandikwa kwenye lebo upite.

4. Mambo Muhimu ya Kuweka Droni: Kipimo, Kiasi cha Maji, Matone na Hali ya Hewa

**Tambua tatizo kwanza.** Kagua shamba na uthibitishe mdudu au ugonjwa kwa msaada wa afisa ugani au mtaalamu wa kilimo. Kunyunyizia bidhaa isiyo sahihi hupoteza pesa na hujenga usugu. Viwavi wa viwavijeshi vamizi hujificha ndani kabisa ya moyo wa mmea wa mahindi, ilhali ugonjwa wa blast wa mpunga unahitaji kiua kuvu katika hatua sahihi ya ukuaji wa zao.

**Chagua bidhaa pamoja na mtaalamu wa kilimo.** Chagua bidhaa iliyosajiliwa na PCPB na kuidhinishwa kwa zao lako na mdudu au ugonjwa husika, ambayo lebo yake inaruhusu kunyunyizia kutoka angani. Tumia kipimo cha lebo kwa ekari au kwa hekta; droni haihitaji dawa kali zaidi.

**Pata kiasi sahihi cha maji.** Droni hutumia maji kidogo sana kwa hekta kuliko bomba la mgongoni au bomba la trekta, lakini maji yakiwa kidogo mno, dawa haifuniki zao vizuri. Katika majaribio yaliyochapishwa kwenye jarida la Frontiers in Agronomy na Chuo Kikuu cha Purdue, Idara ya Kilimo ya Marekani na Chuo Kikuu cha Arkansas, droni iliyonyunyizia lita 46.8 kwa hekta ilifunika zao sawa na bomba la ardhini lililonyunyizia lita 93.5 kwa hekta, huku droni iliyonyunyizia lita 18.7 tu kwa hekta ikifunika vibaya zaidi kwa wazi. Mwendeshaji anapaswa kuweka kiasi cha maji kinachofaa majani ya zao na lebo.

**Ukubwa wa matone ni muhimu.** Matone madogo hufunika majani vizuri lakini hupeperushwa kwa urahisi, na yale madogo kabisa hupelekwa mbali zaidi na upepo. Matone makubwa zaidi hubaki pale yanapolengwa lakini hufunika eneo dogo zaidi. Mwendeshaji mzuri hulinganisha ukubwa wa matone na bidhaa, zao na hali ya hewa.

**Pima na urekebishe droni (calibration).** Kila droni ya kunyunyizia lazima ikaguliwe na kurekebishwa kwa kila zao na kila mpangilio, isiaminiwe moja kwa moja kutoka kwenye boksi. Idara ya ugani ya Chuo Kikuu cha Purdue inashauri kurekebisha kifaa ikiwa kiasi halisi kinachonyunyiziwa kinatofautiana kwa zaidi ya asilimia 5 na kiasi kilichokusudiwa.

**Fuatilia hali ya hewa.** Nyunyizia tu kukiwa na upepo mwanana usiobadilika, kamwe si upepo wa mafungu wala utulivu kamili wa hewa, epuka joto kali la mchana, na epuka hali ya joto kugeuka angani (temperature inversion) baada ya jua kutua, wakati matone madogo yanaweza kuelea hewani na kusafiri mbali. Kikomo cha lebo huja kwanza kila wakati. Kwa kuwa droni hutumia matone madogo, kadiri upepo unavyokuwa mwanana ndivyo ulivyo salama zaidi, mradi hauyumbi, na upepo lazima uvume kuelekea mbali na nyumba, maji na mizinga ya nyuki. Usinyunyizie mvua inapotarajiwa kabla dawa haijakauka.

Zingatia: Kuchagua wakati ni suala la kusawazisha. Nyuki hutafuta chakula mchana, kwa hiyo kunyunyizia jioni huwalinda, na viwavi wa viwavijeshi vamizi ni rahisi kuwapata wanapotoka kula wakati wa machweo. Lakini hewa iliyotulia kabisa baada ya jua kutua huongeza upeperushaji wa dawa. Mwachie mwendeshaji mwenye leseni achague wakati kwa kutumia lebo na kipimo cha upepo.

5. Hatua za Kukodi Huduma na Kujiandaa kwa Unyunyiziaji

- **Hatua ya 1 – Kagua na uthibitishe.** Tambua mdudu au ugonjwa na ukubwa wa sehemu ya shamba iliyoathirika.
- **Hatua ya 2 – Pata ushauri.** Muulize afisa ugani wako au mtaalamu wa kilimo ni bidhaa ipi iliyosajiliwa itumike, kama lebo yake inaruhusu kunyunyizia kutoka angani, na iwapo kunyunyizia kunahitajika kweli sasa.
- **Hatua ya 3 – Kodi mwendeshaji mwenye leseni.** Eleza mahali ulipo, zao, urefu wa zao, ukubwa wa shamba kwa ekari na tatizo. Omba idhini yake ya KCAA na makadirio ya bei kwa maandishi.
- **Hatua ya 4 – Nunua bidhaa kwa muuzaji wa pembejeo mwenye leseni.** Hifadhi risiti na chombo halisi chenye lebo; usiwahi kumimina dawa kwenye chupa za maji ya kunywa.
- **Hatua ya 5 – Andaa shamba.** Weka alama kwenye mipaka, ondoa au wekea bendera vizuizi kama nyaya za umeme, miti mirefu, nguzo na waya, na umwonyeshe mwendeshaji nyumba, vyanzo vya maji, mizinga ya nyuki na mazao ya jirani yanayodhurika kwa urahisi.
- **Hatua ya 6 – Wajulishe majirani.** Waeleze tarehe ya kunyunyizia na uwaombe waweke watu na wanyama mbali.
- **Hatua ya 7 – Siku yenyewe.** Kaa upande unaotoka upepo na mbali na eneo la kutua droni. Mwachie mwendeshaji achanganye na kujaza dawa; wafanyakazi wake wavae vifaa vya kujikinga vilivyoonyeshwa kwenye lebo.
- **Hatua ya 8 – Baada ya kunyunyizia.** Zuia kila mtu kuingia shambani hadi muda wa kutoingia upite, heshimu muda wa kusubiri kabla ya kuvuna, na uandike tarehe, bidhaa, kipimo na eneo. Mwombe mwendeshaji kumbukumbu ya safari ya droni (flight log).

6. Changamoto na Jinsi ya Kuzikabili

**Vipande vidogo vyenye maumbo yasiyo sawa.** Mashamba mengi ni madogo na yana maumbo ya ajabu. Kukodi kwa pamoja na majirani wanaolima zao lilo hilo hufanya huduma iwe nafuu na yenye ufanisi zaidi.

**Gharama.** Unyunyiziaji kwa droni ni huduma ya kulipia. Linganisha bei uliyopewa na gharama ya vibarua, muda unaopotea na hasara ya zao inayotokana na kunyunyizia kwa bomba la mgongoni kwa kuchelewa au bila usawa.

**Vizuizi na usalama.** Nyaya za umeme, miti na majengo huzuia mahali droni inapoweza kuruka. Waendeshaji wenye leseni tu, wenye mafunzo sahihi na bima, ndio wanaopaswa kuruka karibu na watu na mali.

**Kuchelewa kwa sababu ya hali ya hewa.** Mvua na upepo mkali vinaweza kuahirisha unyunyiziaji. Kodi mapema unapoona wadudu wanaanza kuongezeka, si wakati uharibifu tayari ni mkubwa.

**Lebo za bidhaa.** Bidhaa inayoweza kunyunyiziwa kwa droni ni ile tu ambayo lebo yake, au idhini yake ya PCPB, inaruhusu kunyunyizia kutoka angani. Lebo nyingi bado hazitaji jambo hili: ikiwa lebo yako haitaji, jibu ni hapana. Mwombe mtaalamu wako wa kilimo bidhaa nyingine iliyosajiliwa ambayo lebo yake inaruhusu kunyunyizia kutoka angani. Sisi ndio mwendeshaji hapa, na hatutanyunyizia bidhaa ambayo lebo yake au idhini yake ya PCPB hairuhusu; hakuna mwendeshaji anayepaswa kufanya hivyo.

Kidokezo: Usichanganye bidhaa kadhaa katika tangi moja isipokuwa lebo au mtaalamu wako wa kilimo wanathibitisha kuwa zinapatana. Michanganyiko isiyofaa inaweza kuziba nozeli, kuunguza majani au kupunguza udhibiti.

7. Mfano Halisi: Droni kwenye Mashamba ya Kenya na Afrika

Unyunyiziaji kwa droni tayari unafanya kazi Afrika Mashariki na Kusini. Katika shamba la maembe la Makueni lililotajwa hapo juu, droni ilipunguza matumizi ya kemikali na kumaliza kwa siku chache kazi iliyokuwa ikichukua wiki kadhaa. Katika chai, Sasini ilitia saini makubaliano na Fahari Aviation, kampuni tanzu ya Kenya Airways, kuweka mbolea na dawa za kulinda mazao kwa droni katika shamba lake la chai la Kipkebe; mwendeshaji anaeleza kuwa droni pia hurahisisha kufika kwenye maeneo yenye ardhi ngumu. Nchini Zambia, kampuni ya droni inayopambana na viwavijeshi vamizi kwenye mahindi na miwa huruka baada ya jua kutua, wakati viwavi wanapotoka mafichoni. Mwanzilishi wake anasema hilo huiwezesha droni kuweka dawa sawasawa kwenye majani, moyo wa mmea na mashina, na kwamba kiua wadudu cha kupenya ndani ya mmea (systemic) chenye sumu ndogo hutoa udhibiti bora zaidi.

Huko Mwea, faida hizo hizo zinahusu mpunga: ni vigumu kutembea na bomba la mgongoni ndani ya mashamba ya mpunga yaliyojaa maji, na droni inaweza kutibu kitalu kizima haraka ugonjwa wa blast wa mpunga au vipekecha shina vinapojitokeza.

8. Hitimisho

Unyunyiziaji kwa droni ni zana yenye nguvu unapotumiwa ipasavyo. Huokoa muda, huwaweka watu mbali na dawa, hulinda zao dhidi ya kukanyagwa, na hufika kwenye mashamba ambayo ni vigumu kuyafanyia kazi kwa miguu. Kanuni ni rahisi: thibitisha tatizo, tumia bidhaa iliyosajiliwa na PCPB kwa kipimo cha lebo, kodi mwendeshaji aliyeidhinishwa na KCAA, heshimu maeneo ya kinga, mipaka ya hali ya hewa, muda wa kutoingia shambani na muda wa kusubiri kabla ya kuvuna, na uweke rekodi. Ukifanya hivyo, droni huwasaidia wakulima wa Kenya kulinda mavuno yao huku zikiwalinda watu, nyuki na maji.`,
  imageAlts: [
    'Droni ikiruka angani, mfano wa ndege isiyo na rubani inayoendeshwa kwa mbali kunyunyizia mazao',
    'Teknolojia ya droni inayotumika katika kilimo kutibu mazao kutoka juu',
    'Shamba la aina inayoweza kulindwa kwa unyunyiziaji kwa droni',
  ],
  atAGlance: [
    {
      label: 'Kasi ya kazi ya droni (takwimu yetu wenyewe)',
      value: 'Ekari 5 hadi 10 kwa saa, kulingana na zao na umbo la shamba',
    },
    { label: 'Mwendeshaji', value: 'Droni iliyosajiliwa na KCAA na Cheti cha Mwendeshaji (ROC)' },
    {
      label: 'Bidhaa',
      value: 'Iliyosajiliwa na PCPB, yenye lebo inayoruhusu kunyunyizia kutoka angani, kwa kipimo cha lebo',
    },
    {
      label: 'Kiasi cha maji (jaribio la Marekani)',
      value: 'Lita 46.8 kwa hekta zilifunika kama lita 93.5 za bomba la ardhini; lita 18.7 hazitoshi',
    },
    { label: 'Upepo', value: 'Upepo mwanana usiobadilika; bila mafungu, si utulivu kamili, si baada ya jua kutua' },
    { label: 'Kurekebisha droni', value: 'Rekebisha ikiwa kiasi kinatofautiana kwa zaidi ya asilimia 5' },
  ],
}
