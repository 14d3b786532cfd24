import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'smart-farming',
  title: 'Kilimo cha Kidijitali',
  description:
    'Zana za kidijitali za bei nafuu kwa wakulima wadogo: M-Pesa, ushauri kwa SMS, hali ya hewa na bei, drip, pampu za sola na rekodi za shamba.',
  summary:
    'Kilimo cha kidijitali ni kutumia teknolojia ya bei nafuu kufanya maamuzi bora shambani. Kwa wakulima wadogo wengi nchini Kenya huanza na simu iliyo tayari mfukoni mwako: pesa kwa simu, ushauri kwa SMS na USSD, hali ya hewa na bei za soko, na rekodi rahisi. Vifaa vya drip, saa za kumwagilia na pampu za sola hufuata, mara nyingi vikitumiwa kwa pamoja kupitia kikundi au chama cha ushirika.',
  body: `Watu wanaposikia "kilimo cha kidijitali" (smart farming) mara nyingi hufikiria roboti, vihisio kila shambani na kompyuta za bei ghali. Kwa mkulima mdogo wa Kirinyaga, Meru au Kakamega, kilimo cha kidijitali ni rahisi zaidi. Ni mkulima anayeangalia utabiri wa hali ya hewa kabla ya kupanda, analipia mbegu kwa M-Pesa, anapokea ujumbe wa SMS wa kumkumbusha kukagua viwavijeshi vamizi, na anajua bei ya nyanya sokoni kabla dalali hajafika.

Mwongozo huu unaonyesha ni zana zipi za kidijitali zinazowafaa kihalisia wakulima wadogo wa Kenya leo, zinachoweza na zisichoweza kufanya, na jinsi ya kuanza bila kupoteza pesa.

1. Maana ya Kilimo cha Kidijitali

Kilimo cha kidijitali ni kutumia habari na teknolojia kufanya maamuzi bora ya shamba: upande nini, upande lini, uweke maji na mbolea kiasi gani, unyunyizie dawa lini, na uuze wapi. Teknolojia hii inaweza kuwa rahisi sana, kama ujumbe wa SMS, au ya hali ya juu zaidi, kama kihisio cha unyevu wa udongo kilichounganishwa na saa ya kuendesha umwagiliaji.

Kenya iko katika nafasi nzuri kwa hili. Pesa kwa simu ni sehemu ya maisha ya kila siku: Mercy Corps AgriFin inaripoti kuwa M-Pesa ina watumiaji hai zaidi ya milioni 20.5, na kwamba zaidi ya nusu ya wakulima wadogo wa Kenya, ambao ni zaidi ya milioni 7, wanaitumia. Utafiti inaoutaja uligundua kuwa kupata huduma ya M-Pesa kuliondoa takriban asilimia 2 ya kaya za vijijini nchini Kenya kutoka kwenye umaskini uliokithiri. Mtandao huo huo wa simu sasa unabeba ushauri wa kilimo, mikopo, bima na huduma za kuwaunganisha wakulima na masoko.

2. Faida za Kilimo cha Kidijitali kwa Wakulima Wadogo wa Kenya

✓ **Ushauri kwa wakati.** Huduma za SMS na za sauti huwafikia wakulima ambao maafisa ugani hawawezi kuwatembelea mara kwa mara.

✓ **Bei bora.** Kujua bei za soko hukusaidia kujadiliana na wanunuzi na kuchagua mahali pa kuuza.

✓ **Kupata mikopo.** Rekodi za malipo ya kidijitali na za mauzo hujenga historia ambayo wakopeshaji wanaweza kuitumia.

✓ **Kuokoa maji na nguvu kazi.** Vifaa vya drip, saa za kumwagilia na pampu za sola hupunguza muda na mafuta yanayotumika kwenye umwagiliaji.

✓ **Hatari ndogo.** Utabiri wa hali ya hewa na tahadhari za wadudu hukusaidia kuchukua hatua kabla tatizo halijawa hasara.

Ushahidi unatia moyo. Precision Development iligundua kuwa jumbe za SMS zenye ushauri wa kilimo ziliongeza mavuno ya wakulima wadogo wa miwa nchini Kenya kwa asilimia 11.5. Utafiti wa wafugaji wa ng'ombe wa maziwa katika Uasin Gishu, Nyandarua na Bomet, uliochapishwa kwenye jukwaa la TAPipedia, uligundua kuwa wakulima waliotumia huduma ya SMS ya iCow walipata maziwa zaidi kwa asilimia 13 kwa kila ng'ombe kwa mwaka, mapato ya maziwa zaidi kwa asilimia 29 na mapato ya kaya zaidi kwa asilimia 22 kuliko wakulima wanaofanana nao ambao hawakuitumia.

3. Zana Muhimu za Kidijitali Unazoweza Kutumia Leo

**Pesa kwa simu na mikopo ya kidijitali.** Kulipa na kulipwa kwa M-Pesa ni salama zaidi kuliko kubeba pesa taslimu, na huacha rekodi. Majukwaa kama DigiFarm ya Safaricom huwaunganisha wakulima na pembejeo, ushauri na mikopo. Soma masharti kabla ya kukopa: mkopo wa kidijitali wa kilimo unaweza kuwa na riba inayotozwa kila mwezi pamoja na ada ya jukwaa, unaolipwa kutoka kwenye malipo ya mazao yako, kwa hiyo muulize mkopeshaji riba ya kila mwezi, ada na jumla utakayolipa.

**Ushauri kwa SMS, USSD na sauti.** Huduma nyingi hutuma jumbe fupi kuhusu upandaji, mbolea, wadudu na afya ya wanyama, kwa Kiingereza au Kiswahili. Menyu za USSD hufanya kazi kwenye simu yoyote, bila kuhitaji simu janja wala kifurushi cha data.

**Habari za hali ya hewa.** Tumia utabiri wa kaunti na wa msimu wa Idara ya Hali ya Hewa ya Kenya (Kenya Meteorological Department) kwa mvua za masika (Machi hadi Mei) na mvua za vuli (Oktoba hadi Desemba), redio ya eneo lako na programu za hali ya hewa. Panga upandaji, uwekaji wa mbolea ya kukuzia na unyunyiziaji kufuatana na utabiri.

**Bei za soko na wanunuzi.** Huduma za bei kwa SMS na masoko ya mtandaoni hukusaidia kulinganisha bei za masoko mbalimbali. Baadhi ya wakulima sasa huuza mazao moja kwa moja kwa wanunuzi wa miji iliyo karibu badala ya kuuza shambani peke yake.

**Rekodi za shamba.** Daftari kwenye simu, jedwali la hesabu (spreadsheet) au programu ya shamba inaweza kufuatilia tarehe za kupanda, pembejeo, gharama, kiasi cha maziwa na mauzo. Rekodi zinaonyesha ni zao lipi au mnyama yupi anayeleta faida kweli.

Kidokezo: Hifadhi misimbo ya USSD na nambari za simu za msaada za huduma unazotumia kwenye orodha ya anwani za simu yako, ili uweze kuzifikia haraka hata bila intaneti.

4. Zana Muhimu za Maji na Nishati: Drip, Saa za Kumwagilia na Pampu za Sola

**Umwagiliaji wa matone (drip).** Mipira ya drip hupeleka maji polepole kwenye eneo la mizizi ya kila mmea, hivyo maji yanayopotea ni kidogo sana kuliko shamba linapofurika au kumwagiliwa kupitia mifereji. Huko Laikipia, mkulima aliyeacha kufurisha mashamba yake na kuhamia vifaa vya drip aliokoa maji pamoja na mafuta (tazama mfano hapa chini). Drip inafaa nyanya, vitunguu, pilipili hoho, sukumawiki, miti ya matunda na vitalu vya miche.

**Saa za kumwagilia na vihisio rahisi.** Saa ya betri ya kwenye bomba hufungua na kufunga maji kwa nyakati zilizopangwa, hivyo mazao hupata maji hata usipokuwepo. Vihisio vya unyevu wa udongo hukueleza iwapo eneo la mizizi bado lina unyevu, jambo linalosaidia kuepuka kumwagilia kupita kiasi. Anza kwa urahisi; kipimo cha unyevu cha bei nafuu, au hata kuchomeka kidole kwenye kina cha mizizi, ni bora kuliko kumwagilia kwa mazoea.

**Pampu za sola.** Pampu ya sola haina gharama ya mafuta na hufanya kazi kimya wakati wa mchana. Kampuni nchini Kenya hutoa mipango ya lipa-kadiri-unavyotumia (pay-as-you-go) na ya mikopo. Wakulima wanaosukuma maji kwa pampu kwenye tangi lililoinuliwa wanaweza kuyaachilia kwa nguvu ya mvuto kupitia mipira ya drip wakati wowote.

**Vituo vya hali ya hewa na IoT.** Vituo vya hali ya hewa vilivyounganishwa kwenye mtandao, vinavyotuma vipimo vya shambani kwenye simu, vinawafaa kihalisia vyama vya ushirika, mashamba makubwa na miradi ya umwagiliaji. Kituo cha chama kinaweza kuwaonya wanachama kuhusu hali ya hewa inayopendelea magonjwa au kuwaeleza iwapo hali inafaa kwa kunyunyizia.

Zingatia: Teknolojia inayotumiwa kwa pamoja ni nafuu zaidi. Chama cha ushirika kinaweza kumiliki pampu ya sola, kituo cha hali ya hewa au kifaa cha kupima udongo na kuvikodisha kwa wanachama, kama vile vikundi tayari vinavyoshirikiana matrekta na mashine za kupura.

5. Hatua za Kujenga Shamba la Kidijitali kwa Bajeti Ndogo

- **Hatua ya 1 – Anza na simu yako.** Jisajili kwa huduma ya ushauri ya SMS au USSD ya bure au ya gharama ndogo kwa zao lako kuu au mnyama wako mkuu.
- **Hatua ya 2 – Weka rekodi kwa msimu mmoja mzima.** Andika kila gharama na kila mauzo. Hili linakuonyesha pesa zinapopotea.
- **Hatua ya 3 – Fuatilia hali ya hewa.** Angalia utabiri wa msimu kabla ya kununua mbegu, na utabiri wa kila siku kabla ya kunyunyizia au kuweka mbolea.
- **Hatua ya 4 – Tumia pesa kwa simu katika biashara ya shamba.** Walipe wauzaji wa pembejeo na upokee malipo kutoka kwa wanunuzi kwa M-Pesa ili ujenge historia ya kifedha.
- **Hatua ya 5 – Linganisha kabla ya kukopa.** Piga hesabu ya gharama kamili ya mkopo wowote kwa shilingi, pamoja na riba na ada, na uhakikishe kuwa mavuno yanaweza kuulipa.
- **Hatua ya 6 – Ongeza udhibiti wa maji.** Ukimwagilia, anza na kifaa kidogo cha drip kwenye zao la thamani kubwa kabla ya kupanua.
- **Hatua ya 7 – Shirikianeni vifaa vikubwa.** Tumia kikundi chako, SACCO au chama cha ushirika kununua au kukodi kwa pamoja pampu za sola, vituo vya hali ya hewa na huduma za droni.

6. Changamoto na Jinsi ya Kuzikabili

**Gharama ya vifaa.** Pampu za sola na mifumo ya drip zinahitaji pesa mwanzoni. Tafuta mipango ya lipa-kadiri-unavyotumia, ununuzi wa pamoja kama kikundi, na mikopo ambayo marejesho yake yanaendana na mzunguko wako wa mavuno.

**Mikopo ya bei ghali au yenye hatari.** Riba ya kila mwezi hujilimbikiza haraka. Kopa tu kwa shughuli zitakazoleta wazi zaidi ya gharama ya mkopo, na epuka kukopa kutoka kwa programu nyingi kwa wakati mmoja.

**Mtandao na umeme duni.** Chagua huduma zinazofanya kazi kwa SMS na USSD, kuwa na power bank au chaja ndogo ya sola, na pakua habari unapokuwa na mtandao.

**Habari nyingi kupita kiasi.** Si kila ujumbe unaofaa shamba lako. Hakiki ushauri kwa afisa ugani wa wadi yako au mtaalamu wa kilimo unayemwamini, na pendelea huduma zinazohusiana na KALRO, serikali za kaunti au kampuni zinazotambulika.

**Utunzaji.** Mipira ya drip huziba na pampu zinahitaji kutunzwa. Tumia chujio, safisha mipira kwa kupitisha maji mara kwa mara, na jifunze matengenezo ya msingi kutoka kwa muuzaji kabla ya kununua.

Kumbuka: Nunua teknolojia ili kutatua tatizo halisi shambani mwako, si kwa sababu ni mpya. Kama huwezi kueleza jinsi kifaa kitakavyookoa pesa au kuongeza mapato, subiri.

7. Mfano Halisi: Mkulima wa Laikipia Ahamia Sola

Katika Kaunti ya Laikipia, mradi wa pampu za maji za sola wa SNV uliwasaidia wakulima wadogo kuhamia umwagiliaji unaoendeshwa kwa nishati ya jua. Mkulima mmoja, anayelima mahindi, mboga na ndizi, alikuwa akitumia pampu ya petroli iliyomgharimu takriban Ksh 1,000 kwa siku kwa mafuta, pamoja na takriban Ksh 400 kwa kila kibarua, na alifurisha mashamba yake kwa bomba pana. Alihamia pampu ya sola ya juu ya ardhi pamoja na vifaa vya drip. SNV inaripoti kuwa sasa anaokoa takriban Ksh 1,400 kwa siku, kwamba mabadiliko yote yaligharimu takriban Ksh 200,000 kwa pampu, paneli ya sola, mabomba, kifaa cha drip cha moja ya nane ya ekari na ufungaji, na kwamba akiba hiyo ilimsaidia kupanua shamba lake kwa ekari 1.5. Ana mpango wa kuanza kulima nyanya na pilipili hoho.

Funzo: gharama kubwa ya mwanzo ilirudishwa kupitia akiba ya kila siku ya mafuta na vibarua, na umwagiliaji wa matone ulitumia vizuri zaidi maji yaliyo haba.

8. Hitimisho

Kilimo cha kidijitali si kumiliki vifaa vingi zaidi. Ni kutumia habari sahihi wakati unaofaa. Kwa wakulima wadogo wengi, safari huanza na simu: ushauri kwa SMS, malipo kwa M-Pesa, utabiri wa hali ya hewa na bei za soko, na rekodi rahisi ya gharama na mauzo. Hesabu zinapoonyesha kuwa kifaa cha drip, pampu ya sola au huduma ya droni italipa, chukua hatua inayofuata, ikiwezekana pamoja na kikundi chako au chama cha ushirika.

Kidokezo cha kitaalamu: Kabla ya kujiunga na mkopo wowote wa kidijitali au mpango wa vifaa wa lipa-kadiri-unavyotumia, mwombe mtoa huduma akuandikie jumla ya kiasi utakacholipa. Linganisha kiasi hicho na kile ambacho zao au mnyama anaweza kuingiza kihalisia.`,
  imageAlts: [
    'Shamba la zao la kijani linaloonyesha kilimo cha kisasa cha kidijitali',
    'Mandhari ya shamba inayoonyesha jinsi teknolojia rahisi inavyosaidia kazi za kila siku shambani',
    'Mazao yakikua shambani, yakiwakilisha kilimo kinachotunza maji na kinachotumia takwimu',
  ],
  atAGlance: [
    {
      label: 'Kuhamia pampu ya sola (Laikipia)',
      value: 'Takriban Ksh 200,000 kwa pampu, paneli, mabomba na kifaa cha drip',
    },
    { label: 'Akiba ya kila siku ya mafuta na vibarua', value: 'Takriban Ksh 1,400' },
    { label: 'Kifaa cha drip cha kuanzia', value: 'Moja ya nane ya ekari ya zao la thamani kubwa' },
    { label: 'Shamba lililopanuliwa kwa akiba', value: 'Ekari 1.5' },
    { label: 'Rekodi', value: 'Kila gharama na kila mauzo kwa msimu mmoja mzima' },
    { label: 'Kabla ya kukopa', value: 'Piga hesabu ya gharama kamili kwa shilingi, pamoja na riba na ada' },
  ],
}
