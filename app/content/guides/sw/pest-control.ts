import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'pest-control',
  title: 'Udhibiti wa Wadudu Waharibifu',
  description:
    'Linda mahindi, maharagwe na nyanya kwa udhibiti jumuishi: kagua kila wiki, tumia push-pull na nyunyizia kwa usalama pale tu inapobidi.',
  summary:
    'Wadudu waharibifu na magonjwa kama viwavijeshi vamizi, MLN, Tuta absoluta na fukusi wa ghalani huchukua sehemu kubwa ya mavuno nchini Kenya. Mwongozo huu unaonyesha jinsi ya kuyazuia, kukagua shamba lako kila wiki, kutumia push-pull na maadui wa asili, na kutumia viuatilifu kwa usalama pale tu vinapohitajika kweli.',
  body: `Wadudu waharibifu na magonjwa huchukua sehemu kubwa ya mavuno katika mashamba mengi madogo nchini Kenya. Kiwavi aliyejificha ndani ya moyo wa mmea wa mahindi, virusi vinavyobebwa na wadudu wadogo sana, au fukusi ghalani wanaweza kuharibu kazi ngumu ya msimu mzima. Habari njema ni kwamba hasara nyingi kati ya hizi zinaweza kuzuiwa kwa mazoea rahisi ya gharama nafuu ambayo mkulima yeyote anaweza kujifunza.

Mwongozo huu unaeleza udhibiti jumuishi wa wadudu waharibifu (IPM), mbinu inayohimizwa na Wizara ya Kilimo, KALRO, FAO na icipe. Unaeleza wadudu wakuu wa mahindi, maharagwe na nyanya nchini Kenya, jinsi ya kukagua shamba lako, jinsi ya kuanzisha push-pull (sukuma-vuta), na jinsi ya kutumia viuatilifu kwa usalama katika nyakati chache unapovihitaji kweli.

1. Maana ya Udhibiti Jumuishi wa Wadudu Waharibifu

Udhibiti jumuishi wa wadudu waharibifu, au IPM, ni kuchanganya mbinu kadhaa ili kuwaweka wadudu chini ya kiwango ambapo wanaanza kuleta hasara halisi ya pesa. Badala ya kunyunyizia dawa kwa ratiba isiyobadilika, kwanza unazuia matatizo, kisha unafuatilia zao lako kwa makini, na unachukua hatua pale tu idadi ya wadudu inapostahili hivyo.

IPM imejengwa juu ya nguzo nne:

- **Kinga:** udongo wenye afya, mbegu safi, kupanda kwa wakati, mzunguko wa mazao na usafi mzuri wa shamba hufanya iwe vigumu kwa wadudu kuongezeka.
- **Ufuatiliaji:** kutembea shambani mara kwa mara ukitafuta wadudu, mayai na uharibifu, ili ujue kinachoendelea kwa kweli.
- **Udhibiti usio wa kemikali:** kuokota wadudu kwa mkono, mitego, mimea shirikishi kama ile ya push-pull, na maadui wa asili kama mbawakavu wenye madoa (ladybirds), nyigu vimelea, buibui na ndege.
- **Udhibiti wa kemikali kwa uangalifu:** bidhaa iliyosajiliwa, kwa kipimo kilichoandikwa kwenye lebo, inayotumiwa pale tu mbinu nyingine zisipotosha.

Kumbuka: wadudu wachache kwenye zao ni jambo la kawaida. Lengo la IPM ni kuwadhibiti wadudu waharibifu, si kuua kila mdudu aliye shambani.

2. Faida za Udhibiti Jumuishi wa Wadudu Waharibifu

✓ **Gharama ndogo:** unanyunyizia mara chache na pale tu inapohitajika, hivyo pesa nyingi zaidi zinabaki mfukoni mwako.
✓ **Chakula na familia salama zaidi:** kemikali chache humaanisha hatari ndogo kwa anayenyunyizia, kwa wanaokula mazao na kwa mifugo yako.
✓ **Maadui wa asili wanaendelea kufanya kazi:** mbawakavu wenye madoa, nyigu na ndege hudhibiti wadudu bure wasipouawa na unyunyiziaji usio wa lazima.
✓ **Usugu unachelewa:** wadudu kama Tuta absoluta na inzi weupe huacha haraka kuathiriwa na kemikali zinazotumiwa kupita kiasi. IPM hupunguza kasi ya hali hii.
✓ **Masoko bora:** wanunuzi, hasa wa mboga za kuuza nje kama French beans, hukataa mazao yenye mabaki mengi ya viuatilifu.

3. Wadudu na Magonjwa Muhimu nchini Kenya

Jifunze kutambua hatari hizi za kawaida. Kumtambua adui kwa usahihi ni nusu ya vita.

- **Viwavijeshi vamizi (mahindi, mtama):** kiwavi hula ndani ya moyo wa mmea, akiacha mabaka meupe yanayopitisha mwanga kama kioo cha dirisha, matundu yaliyochanika na kinyesi kinachofanana na unga wa mbao. Viwavi wakubwa wana alama hafifu ya herufi Y iliyopinduka kichwani, na madoa manne meusi yaliyopangwa kama mraba karibu na mkia. FAO inahesabu zaidi ya mazao 80 anayoweza kula, yakiwemo mahindi, mpunga, mtama na wimbi.
- **Vipekecha shina (mahindi, mtama):** viwavi hutoboa na kuingia ndani ya shina. Angalia mistari ya matundu kwenye majani machanga, chipukizi la katikati lililokauka (dead heart), na mashina yaliyovunjika.
- **MLN (maize lethal necrosis):** ugonjwa wa virusi ulioripotiwa kwa mara ya kwanza nchini Kenya mwezi Septemba 2011, huko Bomet. Majani hugeuka manjano yenye mabaka, kisha hukauka kuanzia pembeni kuelekea ndani, na magunzi huwa madogo yenye punje chache. Mashambulizi makali yanaweza kumaliza zao lote, na hakuna tiba mara mmea unapoambukizwa. Wadudu kama vidukari wa majani ya mahindi na thiripi wa mahindi hueneza virusi hivyo, na virusi pia husafiri na mbegu au vipando vilivyoambukizwa.
- **Mchimbaji majani wa nyanya (Tuta absoluta):** viwavi wadogo sana huchimba mifereji myeupe ndani ya majani, na hutoboa mashina na matunda, ambayo baadaye huoza.
- **Vidukari (aphids):** wadudu wadogo, laini, wanaojikusanya kwenye majani machanga na vichipukizi vya maharagwe, sukumawiki, kabichi na mahindi. Hufyonza utomvu wa mmea na kueneza magonjwa ya virusi.
- **Inzi weupe (nyanya, sukumawiki, maharagwe, mihogo):** wadudu weupe wadogo sana walio upande wa chini wa majani, wanaoruka juu ukitikisa mmea. Majimaji yao yanayonata hugeuka ukungu mweusi kama masizi, na pia hueneza virusi.
- **Funza wa shina la maharagwe (inzi wa maharagwe):** inzi mweusi anayeng'aa, mwenye urefu wa takriban 2 mm, hutaga mayai kwenye majani machanga ya maharagwe. Funza huchimba kuelekea chini hadi kitako cha shina, ambacho huvimba na kupasuka. Miche hushikwa na mnyauko na kufa, hasa kwenye udongo duni au wakati mvua inapokatika kwa muda.
- **Fukusi wa mahindi na dumuzi (ghalani):** mbawakavu hawa hutoboa nafaka iliyohifadhiwa na kuigeuza unga. Dumuzi anaweza hata kutafuna na kutoboa mifuko ya kuhifadhia.

4. Hatua za Kutumia IPM Shambani Mwako

Fuata hatua hizi msimu mzima:

- **Hatua ya 1 – Jiandae mapema:** weka mboji au samadi na tumia mbolea inayofaa ili mimea ikue imara na iweze kupona baada ya uharibifu kiasi. Tumia mbegu zilizothibitishwa, na katika maeneo yenye MLN uliza KALRO, afisa ugani wako au muuzaji wa mbegu akupe aina zinazostahimili ugonjwa huo.
- **Hatua ya 2 – Panda kwa wakati:** panda mahindi mvua zinapoanza, epuka kupanda kwa kuchelewa au nje ya msimu, na fuata ratiba ya upandaji ya eneo lako ili viwavijeshi vamizi wasiweze kuhama kutoka mashamba yaliyopandwa mapema kwenda kwenye mashamba machanga. Pale inaposhauriwa, panda mahindi wakati wa mvua za masika (Machi hadi Mei) na zao lisilo la nafaka, kama maharagwe, wakati wa mvua za vuli (Oktoba hadi Desemba).
- **Hatua ya 3 – Kagua kila wiki:** tangu miche inapoota, tembea shambani kwa mwendo wa herufi W au zigizaga. Simama katika sehemu kadhaa na uchunguze kwa makini kundi la mimea katika kila sehemu ukitafuta uharibifu mpya, makundi ya mayai na viwavi. Endelea kukagua hadi nywele za mahindi zikauke, na mpe shamba lililopandwa kwa kuchelewa uangalifu wa ziada.
- **Hatua ya 4 – Amua kwa kutumia kiwango cha hatua:** kiwango cha hatua ni kiasi cha uharibifu ambapo gharama ya kudhibiti inaanza kulipa. Andika ni mimea mingapi kati ya uliyokagua ilikuwa na uharibifu mpya, na muulize afisa ugani wako kiwango cha kuchukua hatua kwa zao lako na kwa hatua yake ya ukuaji. Ikiwa uharibifu ni mdogo na maadui wa asili wapo, endelea kufuatilia badala ya kunyunyizia.
- **Hatua ya 5 – Anza na udhibiti wa mikono na wa kilimo bora:** ponda makundi ya mayai na viwavi wachanga kwa mkono, tia mchanga kidogo au udongo mkavu ndani ya moyo wa mahindi machanga, ng'oa na uharibu mimea yenye dalili za MLN, na ondoa mabaki ya mazao yanayowapa wadudu maficho.
- **Hatua ya 6 – Linda maadui wa asili:** miti, ua wa vichaka na mchanganyiko wa mazao huwapa makazi ndege, nyigu na wadudu wawindaji wanaokula viwavi.
- **Hatua ya 7 – Nyunyizia kama njia ya mwisho tu:** wadudu wakizidi kiwango cha hatua, chagua bidhaa iliyosajiliwa yenye sumu ndogo zaidi inayopendekezwa kwa mdudu huyo, kiuatilifu cha kibaiolojia pale kinapofanya kazi, na fuata kanuni za usalama za sehemu inayofuata. Walenge viwavi wachanga, asubuhi na mapema au jioni.

Push-pull ni mojawapo ya zana bora za IPM kwa wakulima wa mahindi. Ilibuniwa nchini Kenya na icipe kwa kushirikiana na KARI (sasa KALRO), Wizara ya Kilimo na Rothamsted Research:

- **Sukuma (push):** desmodium hupandwa kati ya mistari ya mahindi. Harufu yake hufukuza nondo wa vipekecha shina na wa viwavijeshi vamizi, na mizizi yake huzuia gugu la kiduha kuota.
- **Vuta (pull):** nyasi ya Napier (majani tembo) au Brachiaria hupandwa kama mpaka kuzunguka kipande cha shamba. Nondo huvutiwa nayo na kutaga mayai yao humo badala ya kwenye mahindi.
- **Ukubwa wa kipande:** kipande cha push-pull kiwe na upana wa angalau mita 15, na kisizidi takriban mita 50 kwa mita 50. Kwenye shamba kubwa zaidi, ligawe katika vipande vya ukubwa huo, kila kimoja na mpaka wake wa nyasi.
- **Utunzaji:** punguza desmodium isifunike mahindi, palilia shamba, na usiwahi kuchunga ng'ombe ndani ya kipande hicho, kwa sababu kuchunga huharibu desmodium na nyasi ya mpakani. Badala yake, zikate uwalishe ng'ombe wako. Kipande kinachotunzwa vizuri huendelea kufanya kazi kwa miaka 5 au zaidi.

icipe inaripoti kwamba push-pull yake inayokabili mabadiliko ya tabianchi, yenye desmodium inayostahimili ukame katikati ya mistari ya mahindi na Brachiaria kuzunguka shamba, hupunguza sana uharibifu wa kiduha, vipekecha shina na viwavijeshi vamizi. Tangu hapo imeunda toleo jipya linalotumia mimea shirikishi inayofaa zaidi hali ya joto jingi na ukavu. Muulize afisa ugani wako au icipe kiasi cha mbegu na mpango wa upandaji unaofaa eneo lako.

Kwa mazao mengine:

- **Nyanya na Tuta absoluta:** panda miche safi isiyo na wadudu, tundika mitego ya harufu (pheromone) na mitego ya gundi, na fanya mzunguko wa mazao kwa kupokezanisha nyanya na mazao yasiyo ya jamii yake kama nafaka, mikunde au vitunguu. Usipande viazi, biringanya, managu (mnavu) au tumbaku baada ya nyanya, kwa sababu mimea hiyo huhifadhi mdudu huyo huyo.
- **Inzi weupe na vidukari:** kagua upande wa chini wa majani, tundika mitego ya gundi ya rangi ya manjano, ondoa magugu yanayowahifadhi, na walinde mbawakavu wenye madoa.
- **Wadudu wanaoeneza MLN:** mitego ya gundi ya manjano na ya buluu hukusaidia kuwaona vidukari na thiripi wanaoeneza MLN. Pale MLN imeshambulia, panda mazao yasiyo ya nafaka kwa angalau misimu miwili kabla ya kupanda mahindi tena.
- **Inzi wa maharagwe:** panda mapema msimuni, weka mimea katika hali ya nguvu, na pandishia udongo kuzunguka mashina wiki 2 hadi 3 baada ya kuota ili mimea iliyoharibiwa iweze kutoa mizizi mipya na kusimama wima.
- **Wadudu wa ghalani:** kausha nafaka vizuri kabla ya kuihifadhi, safisha ghala na uzibe nyufa, usiwahi kuchanganya nafaka ya zamani yenye wadudu na mavuno mapya, na tumia mifuko isiyopitisha hewa (hermetic) au vihenge vya chuma.

Je, wajua? Nondo wa viwavijeshi vamizi huruka umbali mrefu, kwa hiyo shamba moja lililopandwa kwa kuchelewa linaweza kuwalisha wadudu hawa kwa ajili ya kijiji kizima. Ndiyo maana jamii nzima ikipanda kwa wakati na kukagua mashamba pamoja hufaulu zaidi kuliko mkulima mmoja anayejitahidi peke yake.

5. Mambo Muhimu ya Kutumia Viuatilifu kwa Usalama

Viuatilifu ni sumu. Vikitumiwa vibaya, huwadhuru anayenyunyizia, familia, nyuki, mifugo na vyanzo vya maji.

- **Nunua bidhaa zilizosajiliwa pekee:** nchini Kenya, Pest Control Products Board (PCPB) ndiyo husajili viuatilifu. Lebo ya bidhaa iliyosajiliwa huwa na nambari yake ya usajili, iliyoandikwa PCPB (CR) ikifuatwa na tarakimu nne, maonyo ya hatari kwa Kiingereza na kwa Kiswahili, na anwani ya kampuni hapa Kenya. Nunua tu kutoka kwa duka la pembejeo (agrovet) lenye leseni, kamwe si kwa mchuuzi wala kwenye soko la wazi, na ukatae bidhaa zisizo na lebo au zilizofungashwa upya. PCPB inaonya kwamba kemikali bandia za kilimo ni nyingi katika masoko ya Kenya.
- **Hakikisha bado inaruhusiwa:** mwezi Juni 2025, baada ya ukaguzi wa PCPB, Wizara ya Kilimo iliondoa orodha ndefu ya bidhaa za viuatilifu kwenye soko la Kenya na kuzuia matumizi ya nyingine kwenye mazao au kazi fulani. Ilisema kundi jingine la bidhaa zinazoendelea kukaguliwa haliruhusiwi kuingizwa nchini wala kutumiwa hadi ukaguzi ukamilike, na kwamba uamuzi ulitarajiwa kufikia Desemba 2025. Hatujapata uamuzi wowote uliotangazwa kuhusu bidhaa hizo: chanzo chetu cha karibuni kuhusu ukaguzi huu ni cha Juni 2025. Bidhaa uliyowahi kutumia huenda hairuhusiwi tena, au hairuhusiwi kwenye zao lako, kwa hiyo kabla ya kununua mwombe muuzaji wa agrovet au afisa ugani wa wadi athibitishe kuwa bado imesajiliwa kwa zao hilo, au uliza PCPB.
- **Chagua njia yenye sumu ndogo zaidi:** tumia kwanza hatua zisizo za kemikali zilizoelezwa hapo juu. Ikibidi kunyunyizia, pendelea kiuatilifu cha kibaiolojia, na bidhaa yenye mstari wa kijani au wa buluu kuliko yenye mstari wa manjano au mwekundu.
- **Jua maana ya rangi ya mstari:** mwekundu ni sumu kali zaidi, ukifuatwa na manjano na buluu, na kijani ndio wenye sumu ndogo zaidi.
- **Chukua kipimo kwenye lebo tu:** lebo inakueleza mdudu, zao, kipimo, mavazi ya kujikinga na muda wa kusubiri kabla ya kuvuna. Chukua kipimo na kiasi cha kuchanganya kutoka kwenye lebo au kwa muuzaji wa agrovet, kamwe si kwa jirani wala kwa kukisia. Usiwahi kuchanganya dawa kali zaidi ya inavyosema lebo, na usichanganye bidhaa mbili isipokuwa lebo inaruhusu.
- **Vaa mavazi ya kujikinga:** glavu, buti, shati la mikono mirefu na suruali ndefu, na barakoa au kinga ya uso. Usile, usinywe wala usivute sigara unapochanganya au kunyunyizia.
- **Heshimu muda wa kusubiri kabla ya kuvuna:** hii ni idadi ya siku zinazopaswa kupita kati ya unyunyiziaji wa mwisho na kuvuna. Lebo inatoa idadi hiyo kwa kila zao; usiwahi kuvuna, kula wala kuuza kabla ya muda huo.
- **Nyunyizia hali ya hewa ikiwa shwari:** asubuhi na mapema au jioni, si wakati wa upepo au mvua inapokaribia, na kamwe si karibu na mito, visima au mizinga ya nyuki.
- **Hifadhi na tupa kwa usalama:** funga kemikali mahali mbali na watoto na chakula, na usiwahi kutumia tena vyombo vitupu kuwekea maji au chakula.

Kidokezo: Ikiwa huna uhakika ni nini kinachoshambulia zao lako, peleka mmea ulioharibiwa au picha iliyo wazi kwa muuzaji wa agrovet, afisa ugani wa wadi au kliniki ya mimea ya Plantwise kabla ya kununua chochote.

6. Changamoto na Jinsi ya Kuzikabili

- **Dawa zinaonekana kutofanya kazi:** wadudu hujenga usugu kemikali ileile inapotumiwa tena na tena, na bidhaa bandia hazifanyi kazi kabisa. Badilisha kati ya bidhaa zenye viambato hai tofauti kama muuzaji wa agrovet au afisa ugani anavyoshauri, na nunua bidhaa zilizosajiliwa na PCPB pekee kutoka kwa wauzaji wenye leseni.
- **Ukaguzi unachukua muda:** uwe mfupi na wa mara kwa mara. Matembezi ya haraka shambani kila wiki, ukiandika kwenye daftari dogo, yanatosha kugundua matatizo mapema.
- **Majirani hupanda kwa kuchelewa:** viwavijeshi vamizi huhama kutoka mashamba yaliyochelewa kwenda kwenye mapya. Kubalianeni na kikundi chenu cha wakulima kupanda pamoja kufuatana na kalenda ya upandaji ya kaunti.
- **Push-pull inahitaji mbegu na nguvu kazi mwanzoni:** anza na kipande kidogo na ukipanue kadiri desmodium yako inavyoongezeka. Lishe ya mifugo inayotoa husaidia kurudisha juhudi ulizoweka.
- **Nafaka ghalani bado inaharibika:** katika utafiti mmoja, mahindi makavu yenye unyevu wa asilimia 12 yaliyohifadhiwa kwenye mifuko isiyopitisha hewa kwa siku 180 yalipoteza asilimia 1.2 tu ya uzito wake, huku mahindi hayo hayo kwenye magunia ya kawaida ya kusuka yakipoteza asilimia 35.8. Katika jaribio hilo hilo, nafaka yenye unyevu kwenye mifuko isiyopitisha hewa ilibadilika rangi kwa sababu ya ukungu, kwa hiyo ikaushe vizuri kwanza. Kagua mifuko mara kwa mara, kwa sababu dumuzi alitoboa baadhi ya mifuko isiyopitisha hewa.

7. Mfano Halisi: Kushinda Kiduha Kaunti ya Siaya

Rosemary Auma analima robo ekari katika Kaunti ya Siaya, magharibi mwa Kenya. Kwa miaka mingi, kiduha, gugu lenye maua madogo ya zambarau, waridi au meupe linalonyonya maji na chakula kutoka kwenye mizizi ya mahindi, lilimwachia takriban debe moja tu la mahindi kwa msimu. Kiduha ni vigumu kukishinda kwa sababu kila mmea humwaga maelfu ya mbegu ndogo sana udongoni, na kinaweza kuchukua zaidi ya nusu ya zao au zao lote.

Baada ya yeye na mamia ya wakulima wengine wa Siaya kufunzwa teknolojia ya kudhibiti kiduha iliyobuniwa na icipe, mavuno yake yalipanda hadi gunia zima mwaka 2011 na gunia moja na nusu mwaka uliofuata, na sasa teknolojia hiyo pia inampa malisho ya mbuzi wake wawili wa maziwa. Gazeti la The Standard liliripoti kuwa alikuwa mmoja wa maelfu ya wakulima katika kaunti za Siaya na Vihiga walionufaika na teknolojia hiyo. Mimea shirikishi hiyo hiyo ya push-pull husaidia pia kudhibiti vipekecha shina na viwavijeshi vamizi.

Kidokezo cha kitaalamu: Anzisha push-pull mwanzoni mwa mvua za masika ili desmodium na nyasi ya mpakani ziwe zinakua vizuri kabla ya wadudu kuongezeka.

8. Hitimisho

Udhibiti mzuri wa wadudu huanza muda mrefu kabla ya bomba la kunyunyizia kutolewa. Lisha udongo wako, panda kwa wakati, kagua kila wiki, wakaribishe maadui wa asili, na tumia push-pull unapolima mahindi. Kemikali inapohitajika kweli, chagua bidhaa iliyosajiliwa yenye sumu ndogo zaidi, hakikisha bado inaruhusiwa baada ya ukaguzi wa 2025, chukua kipimo kwenye lebo, jikinge, na heshimu muda wa kusubiri kabla ya kuvuna. Afisa ugani wa kilimo wa wadi yako, kituo cha KALRO kilicho karibu nawe na duka la pembejeo (agrovet) la eneo lako wanaweza kukusaidia kutambua wadudu na kuchagua hatua sahihi. Uangalifu kidogo kila wiki hulinda mavuno yako, afya yako na kipato chako.`,
  imageAlts: [
    'Mimea michanga ikikua kwenye udongo wa bustani, hatua ambayo mazao yanahitaji kukaguliwa kwa karibu kuona wadudu',
    'Majani mabichi ya zao yakionekana kwa karibu, mahali wakulima hutafuta mayai, viwavi na dalili za kuliwa',
    'Mistari ya mboga zenye afya zikikua shambani',
  ],
  atAGlance: [
    {
      label: 'Kagua mahindi kila wiki',
      value: 'Kwa mwendo wa herufi W shambani, hadi nywele za mahindi zikauke',
    },
    {
      label: 'Bidhaa iliyosajiliwa',
      value: 'Lebo ina PCPB (CR) na nambari ya tarakimu nne, maandishi kwa Kiingereza na Kiswahili',
    },
    { label: 'Ukaguzi wa Juni 2025', value: 'Bidhaa nyingi zimeondolewa au kuzuiwa: hakikisha kabla ya kununua' },
    {
      label: 'Rangi ya mstari kwenye lebo',
      value: 'Mwekundu sumu kali zaidi, kisha manjano na buluu; kijani sumu ndogo zaidi',
    },
    { label: 'Kipimo na siku za kusubiri', value: 'Kutoka kwenye lebo au kwa agrovet wako tu, kamwe si kwa kukisia' },
    {
      label: 'Kipande cha push-pull',
      value: 'Upana wa angalau mita 15, kisichozidi takriban 50 × 50 m, na mpaka wa nyasi',
    },
    {
      label: 'Mifuko isiyopitisha hewa',
      value: 'Kausha nafaka hadi unyevu wa 12% kwanza: upotevu wa uzito 1.2% kwa siku 180',
    },
  ],
}
