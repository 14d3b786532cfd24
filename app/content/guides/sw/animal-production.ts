import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'animal-production',
  title: 'Ufugaji wa Wanyama',
  description:
    "Fuga ng'ombe, mbuzi, kuku na nguruwe wenye afya zaidi: makazi, chakula, maji safi, chanjo na kumbukumbu rahisi.",
  summary:
    'Ushauri wa vitendo kuhusu mifugo kwa wafugaji wadogo wa Kenya: jenga mabanda makavu yenye hewa, lisha vizuri nyasi ya Napier na vyakula vya ziada, toa maji safi ya kutosha, linda wanyama dhidi ya ndigana kali, ugonjwa wa miguu na midomo, ugonjwa wa vinundu vya ngozi, kideri na homa ya nguruwe ya Afrika, na uweke kumbukumbu rahisi.',
  body: `Mifugo ni akaunti ya benki ya familia nyingi za wakulima nchini Kenya. Ng'ombe wa maziwa huleta pesa za maziwa kila siku, kuku wachache huleta mayai na pesa za mahitaji ya shule, na mbuzi au nguruwe wanaweza kuuzwa gharama kubwa inapojitokeza. Wanyama pia hutoa samadi inayolisha mazao.

Lakini wanyama hulipa tu wanapokuwa na makazi mazuri, wanapolishwa vizuri na kulindwa dhidi ya magonjwa. Mlipuko mmoja wa ugonjwa unaweza kufuta akiba ya miaka mingi. Mwongozo huu unaeleza mambo ya msingi kwa wanyama wanaofugwa zaidi kwenye mashamba madogo ya Kenya, pamoja na hatua unazoweza kuanza kuchukua wiki hii.

1. Maana ya Ufugaji wa Wanyama

Ufugaji wa wanyama ni kufuga wanyama kwa ajili ya maziwa, nyama, mayai, asali, samaki, samadi na mapato. Unajumuisha kuchagua aina sahihi ya mnyama, kujenga makazi, kulisha, kutoa maji, kuzalisha, kutunza afya ya wanyama, kuweka kumbukumbu na kuuza mazao ya mifugo. Kama ilivyo kwa kilimo cha mazao, ufugaji hufanikiwa zaidi unapouchukulia kama biashara, si mazoea tu.

2. Faida za Kutunza Wanyama Vizuri

- **Mapato ya kudumu:** maziwa na mayai huleta pesa kila siku au kila wiki, si mara moja tu kwa msimu.
- **Samadi kwa mazao:** samadi ya ng'ombe, mbuzi na kuku huboresha udongo na hupunguza gharama ya mbolea.
- **Akiba na usalama:** wanyama wanaweza kuuzwa karo ya shule au bili za hospitali zinapofika.
- **Lishe bora:** maziwa, mayai na nyama huipa familia protini na madini.
- **Hasara chache:** wanyama waliopewa chanjo na kulishwa vizuri huugua mara chache, jambo linalookoa gharama za matibabu na uzalishaji unaopotea.

3. Wanyama Muhimu kwa Wafugaji Wadogo wa Kenya

**Ng'ombe wa maziwa** kama Friesian na Ayrshire na chotara wao hutoa maziwa mengi zaidi, lakini aina hizi za kigeni ziko hatarini zaidi kupata ndigana kali, inayoenezwa na kupe, na ugonjwa wa vinundu vya ngozi (lumpy skin disease), kwa hiyo zinahitaji matunzo bora kabisa.

**Mbuzi wa maziwa** wanahitaji ardhi na chakula kidogo kuliko ng'ombe. Aina za kawaida za maziwa ni pamoja na Saanen, Toggenburg, Alpine na Anglo-Nubian. Mbuzi wa Saanen anaweza kutoa wastani wa lita 3 hadi 5 za maziwa kwa siku, kulingana na jinsi anavyolishwa na kutunzwa. Maziwa ya mbuzi mara nyingi huuzwa kwa bei nzuri kuliko maziwa ya ng'ombe.

**Kuku**, wa kienyeji na wa kienyeji walioboreshwa, hufugwa na kaya nyingi za vijijini. Kideri ndio ugonjwa unaowaua kwa wingi zaidi.

**Nguruwe** hukua haraka na huzaa watoto wengi kwa mara moja. Kwa mujibu wa KALRO, wafugaji wadogo ni takriban asilimia 70 ya wafugaji wa nguruwe nchini Kenya. Tishio kubwa zaidi ni homa ya nguruwe ya Afrika (African swine fever).

**Nyuki na samaki** hufaa vizuri kwenye mashamba madogo. Ufugaji wa nyuki unahitaji nafasi ndogo sana, hauhitaji udongo mzuri, na nyuki huchavusha mazao yako, jambo linaloweza kuongeza mavuno. Bwawa la samaki linaweza kugeuza kona yenye unyevu ya shamba kuwa chanzo cha mapato, lakini kabla ya kuchimba, muombe afisa wa uvuvi wa kaunti yako ushauri kuhusu mahali pa bwawa na idadi ya samaki wa kuweka.

4. Mambo Muhimu: Makazi, Chakula na Maji

**Makazi.** Kila banda la mnyama linapaswa kuwa kavu, safi, linalotoa maji vizuri, lenye hewa ya kutosha lakini bila upepo mkali, na salama dhidi ya wezi na wanyama wawindaji.

- **Ng'ombe:** weka sehemu kavu na imara ya kusimama na kupumzika, kivuli, hori ya chakula na hori ya maji. Ondoa kinyesi kila siku.
- **Mbuzi wa maziwa:** banda zuri la mbuzi wa maziwa lina sakafu ya mbao zenye nafasi, iliyoinuliwa takriban m 1 juu ya ardhi ili kinyesi kipite na kuanguka chini, yenye mbao za upana wa mm 70 hadi 100 na nafasi kati yake za mm 10 hadi 25. Ziba pande kiasi cha kuzuia upepo, ambao husababisha nimonia, lakini acha hewa izunguke. Tenga takriban mita za mraba 0.3 kwa kila mwana-mbuzi, 1.5 kwa mbuzi jike, 1.9 kwa mbuzi jike mwenye mimba na 2.8 kwa beberu, na ujenge banda angalau m 50 kutoka nyumbani kwako ili harufu isikufikie.
- **Kuku:** katika utafiti wa Chuo Kikuu cha Nairobi kwenye mashamba ya Kakamega na Machakos, kuwafungia kuku katika mabanda yao tofauti na kuwachunguza ndege wapya kabla ya kuwachanganya na kundi vilihusishwa na milipuko michache ya kideri.
- **Nguruwe:** kanuni za Kenya za ufugaji wa nguruwe zinataka nguruwe wafungiwe kwenye sakafu ya saruji. Nguruwe wanaozurura hupata homa ya nguruwe ya Afrika na tegu ya nguruwe, ambayo inaweza pia kuwaambukiza binadamu.

**Chakula.** Ng'ombe wanahitaji nishati, protini, nyuzinyuzi, madini na vitamini kwa uwiano sahihi.

- **Majani tembo (Napier):** ushauri wa kawaida ni kuyakata yakiwa na urefu wa cm 60 hadi 100, yaani wiki sita hadi kumi tangu yaanze kuchipua tena. Majaribio ya KALRO huko Mtwapa yaligundua kwamba Napier iliyokatwa ikiwa m 1 ilimeng'enywa kwa urahisi zaidi na ilitoa maziwa mengi kuliko Napier iliyokatwa ikiwa m 1.5. Ikatekate kabla ya kulisha ili kupunguza upotevu.
- **Vyakula vya ziada vya protini:** katika majaribio hayo hayo, ng'ombe chotara waliolishwa Napier kadiri walivyotaka pamoja na kilo 8 za majani mabichi ya Leucaena kwa siku waliweza kudumisha hali ya miili yao na kutoa takriban kilo 10 za maziwa kila siku. Calliandra, Desmodium, Lucerne na matawi ya viazi vitamu ni malisho mengine yenye protini. Katika majaribio mashambani kwenye miteremko ya Mlima Kenya, kilo 3 za calliandra mbichi ziliongeza maziwa kiasi sawa na kilo 1 ya dairy meal, na shamba dogo la wastani linaweza kupanda calliandra ya kutosha kando ya mipaka yake na kwenye matuta ya ngazi ili kuongezea chakula cha ng'ombe wawili wa maziwa.
- **Hei na sileji:** hifadhi nyasi wakati wa mvua ili uwe na chakula katika miezi ya kiangazi.
- **Dairy meal:** itumie kama nyongeza kwa ng'ombe wanaotoa maziwa mengi, kulingana na kiasi cha maziwa ambacho kila ng'ombe hutoa. Afisa ugani wako anaweza kukusaidia kukokotoa viwango.
- **Madini ya kulamba:** hakikisha jiwe la madini au mchanganyiko wa madini upo wakati wote, hasa kwa ng'ombe wanaokamuliwa na wenye mimba.

**Maji.** Maji ndicho kirutubisho ambacho wakulima husahau mara nyingi zaidi, na ng'ombe anahitaji maji zaidi kadiri anavyotoa maziwa mengi. Bodi ya maziwa ya Uingereza, AHDB, inashauri kwamba ng'ombe anayetoa maziwa mengi anaweza kuhitaji hadi lita 5 za maji kwa kila lita ya maziwa anayotoa. Kwa mujibu wa jedwali lake, ng'ombe anayetoa lita 20 za maziwa kwa siku hunywa takriban lita 50 za maji wakati wa baridi akila malisho mabichi, na hadi lita 85 wakati wa joto akila chakula kikavu kama hei na chakula cha madukani. Toa maji safi wakati wote, si mara moja kwa siku, na epuka vijito vichafu vinavyotumiwa na wengi.

Kidokezo: Weka hori ya maji mahali ambapo kila mnyama anaweza kuifikia, na uisafishe kila wiki. Ng'ombe hunywa maji mengi zaidi mara tu baada ya kukamuliwa, kwa hiyo hakikisha hori imejaa wakati huo.

5. Hatua za Kulinda Wanyama Wako dhidi ya Magonjwa

**Ndigana kali (East Coast fever, ECF)** huenezwa na kupe wa masikio wa kahawia (brown ear tick), ambaye hupenda kujishikiza kuzunguka masikio na chini ya mkia. Dalili ya kwanza ni kuvimba kwa tezi zilizo chini ya sikio, ikifuatiwa na homa kali, kukosa hamu ya kula, kupungua kwa maziwa, kupumua kwa haraka na kwa shida, na kukohoa. Bila matibabu huua wanyama wengi, hasa ndama na ng'ombe wa kigeni ambao hawajawahi kukutana na ugonjwa huu.

- **Hatua ya 1 – Dhibiti kupe:** nyunyizia au ogesha wanyama kwa ratiba anayopendekeza daktari wa mifugo, na kagua masikio na mikia mara kwa mara.
- **Hatua ya 2 – Chanja kwa ITM:** njia ya Infection and Treatment Method humpa mnyama vimelea hai vya ndigana kali na, wakati huo huo, dawa ya oxytetracycline inayofanya kazi kwa muda mrefu. Mnyama akiendelea kukutana na kupe kama kawaida baadaye, kinga yake kwa kawaida hudumu maisha yote. Ni wachanjaji waliofunzwa na wenye leseni pekee wanaopaswa kuitoa. GALVmed inaripoti kwamba zaidi ya chanjo milioni 1.1 za ITM zilitolewa kati ya Aprili 2012 na Machi 2016.
- **Hatua ya 3 – Tibu mapema:** mwite daktari wa mifugo mara tu unapoona tezi zilizovimba. Kuchoma tezi zilizovimba kwa chuma cha moto hakutibu ndigana kali, bali husababisha maumivu tu. Usitumie sindano moja kwa wanyama tofauti, kwa sababu hilo pia linaweza kueneza ugonjwa.

**Ugonjwa wa miguu na midomo (FMD) na ugonjwa wa vinundu vya ngozi (LSD)** huenea haraka kati ya makundi ya mifugo. Chanja dhidi ya yote mawili kwa ratiba inayotolewa na ofisi ya mifugo ya kaunti yako: mara ngapi kuchanja kunategemea chanjo na hali ya ugonjwa katika eneo lako. Utafiti wa mashamba ya Nakuru uligundua kwamba milipuko ya LSD ilitokea zaidi katika makundi ya ng'ombe wa kigeni na katika makundi yaliyoleta wanyama kutoka nje. Weka wanyama wapya uliowanunua peke yao na uwachunguze kabla ya kuwachanganya na kundi lako.

**Kideri** husababisha dalili za neva, kuhara na vifo vya ghafla kwa kuku, na kinaweza kuua kuku wengi wa kundi ambalo halijachanjwa. Huenezwa na kuku wagonjwa wanaonunuliwa sokoni, kuku wa majirani, wageni, mbwa na ndege wa porini.

- **Wakati wa kuchanja:** kwa kuku wa kienyeji nchini Kenya, tumia chanjo ya I-2 kila baada ya miezi 3. Chanjo ya I-2 ilichaguliwa kwa matumizi nchini Kenya na KARI (sasa KALRO) na Kenya Veterinary Vaccines Production Institute (KEVEVAPI) kwa sababu inastahimili joto kuliko chanjo nyingine. Chanja kundi lote, pamoja na vifaranga, na utoe awamu ya kwanza mapema kabla ya msimu ambao milipuko hutokea kwa kawaida katika eneo lako. Katika jaribio lililohusisha kaya 537 magharibi mwa Kenya, makundi yaliyochanjwa kwa I-2 kila baada ya miezi 3 yaliongezeka kuliko yale ambayo hayakuchanjwa. Shikilia muda wa miezi 3 kati ya chanjo, usiurefushe.
- **Jinsi ya kuchanja:** chanjo ya I-2 hutolewa kwa tone moja jichoni. Iweke mahali penye baridi na mbali na jua, kama lebo inavyoeleza, chanja jioni ambapo kuku ni rahisi kuwakamata, na chanja kuku wenye afya pekee. Agrovet au daktari wa mifugo wa eneo lako anaweza kukuonyesha mara ya kwanza.

**Homa ya nguruwe ya Afrika** haina chanjo wala tiba. Izuie kwa kuwafungia nguruwe, kuwaweka mbali wageni na nguruwe wengine, kuzingatia usafi mkali, na kununua nguruwe kutoka kwa makundi yanayojulikana kuwa hayana ugonjwa huu pekee. Ripoti vifo vya ghafla vya nguruwe kwa daktari wa mifugo mara moja.

**Magonjwa ambayo lazima uripoti.** Kifungu cha 2 cha Sheria ya Kenya ya Magonjwa ya Wanyama (Animal Diseases Act, Cap. 364) kinaorodhesha magonjwa yanayopaswa kuripotiwa. Miongoni mwao ni ugonjwa wa miguu na midomo, ugonjwa wa vinundu vya ngozi, homa ya nguruwe, kideri (fowl pest), kimeta, kichaa cha mbwa, kifua kikuu na ndigana kali, na Waziri anaweza kuongeza mengine kwa tangazo. Ukishuku ugonjwa wowote kati ya hiyo, uripoti mara moja kwa ofisi ya mifugo ya kaunti yako au kwa daktari wa mifugo wa eneo lako, au kwa chifu wako, ambaye atapeleka taarifa. Kuripoti ni sharti la kisheria, na pia ndiyo njia ambayo madaktari wa mifugo huzuia mlipuko kabla haujafika kwa wanyama wa majirani zako na kwa wako mwenyewe: wanaweza kuchanja wanyama kuzunguka shamba, kudhibiti usafirishaji wa wanyama na kufunga masoko.

- **Vifo vya ghafla:** wanyama kadhaa kufa haraka, malengelenge mdomoni na miguuni, vinundu kila mahali kwenye ngozi, au kuku wengi kufa ndani ya siku chache ni sababu za kumwita daktari wa mifugo siku hiyo hiyo, si kusubiri.

**Magonjwa yanayoambukiza binadamu pia.** Kimeta, kichaa cha mbwa, ugonjwa wa kutupa mimba (brucellosis) na kifua kikuu cha ng'ombe huambukizwa kutoka kwa wanyama kwenda kwa binadamu. Ugonjwa wa kutupa mimba haumo kwenye orodha ya kifungu cha 2 cha Sheria hiyo, lakini bado ni hatari: chemsha maziwa kabla ya kuyanywa, kwa sababu maziwa mabichi yanaweza kubeba ugonjwa wa kutupa mimba na kifua kikuu.

- **Mnyama aliyekufa ghafla:** usimpasue, usimchune wala usile, hasa damu ikitoka puani au kwenye njia ya haja kubwa: huo unaweza kuwa kimeta. Mwite daktari wa mifugo.
- **Kuumwa au kukwaruzwa:** mbwa au mnyama yeyote anayeweza kuwa na kichaa cha mbwa akikuuma, akikukwaruza au akilamba jeraha lako, osha jeraha mara moja kwa sabuni na maji mengi yanayotiririka kwa angalau dakika 15. Kisha nenda moja kwa moja kwenye kituo cha afya kupata sindano za kichaa cha mbwa, siku hiyo hiyo, hata kwa mkwaruzo mdogo, na umjulishe daktari wa mifugo kuhusu mnyama huyo.

Kumbuka: Zitunze dawa za mifugo na dawa za kuua kupe kwa uangalifu ule ule unaotumia kwa viuatilifu vya mazao. Soma lebo, vaa glavu na mavazi ya kujikinga, ziweke mbali na watoto na chakula, na uheshimu muda wa kusubiri kabla ya kuuza au kutumia maziwa, mayai au nyama ya wanyama waliotibiwa. Daktari wako wa mifugo au agrovet anaweza kukueleza lebo.

6. Changamoto na Jinsi ya Kuzikabili

- **Chakula ghali:** panda Napier yako mwenyewe na malisho yenye protini, na uhifadhi hei au sileji wakati wa mvua.
- **Uhaba wakati wa kiangazi:** jipange mapema kwa kuhifadhi hei na mabaki ya mazao, na upunguze idadi ya wanyama kabla ya miezi ya kiangazi ikiwa huwezi kuwalisha wote vizuri.
- **Magonjwa:** chanja kwa ratiba, dhibiti kupe, watenge wanyama wapya na umwite daktari wa mifugo mapema.
- **Upandishaji duni:** tumia madume bora au uhimilishaji (AI) kutoka kwa watoa huduma waliosajiliwa, na uandike tarehe za joto na za kupandishwa.
- **Kukosa kumbukumbu:** wafugaji wengi hupata pesa kwa kuuza wanyama lakini hawajui kamwe kama walipata faida, kwa sababu hawakuwahi kuandika walichotumia.

Weka daftari rahisi kwa kila mnyama au kila kundi la wanyama. Andika:

✓ Kuzaliwa, tarehe za joto, kupandishwa au AI, na tarehe zinazotarajiwa za kuzaa kwa ng'ombe au mbuzi.
✓ Maziwa ya kila ng'ombe kwa siku, na mayai yanayokusanywa kwa siku.
✓ Kila chanjo, dawa ya minyoo na matibabu, pamoja na tarehe za mwisho wa muda wa kusubiri.
✓ Chakula kilichonunuliwa, malisho yaliyovunwa na gharama ya kila kimoja.
✓ Mauzo ya maziwa, mayai na wanyama, pamoja na tarehe na bei.

Je, wajua? Kumbukumbu hurahisisha kumtambua ng'ombe ambaye maziwa yake yanapungua au kuku aliyeacha kutaga, ili uchukue hatua kabla hasara haijaongezeka.

7. Mfano Halisi: Mfugaji wa Ng'ombe wa Maziwa wa Kericho

**Geoffrey Laboso Ngetich, Kaunti ya Kericho.** Kabla ya mwaka 2013 mfugaji huyu wa ng'ombe wa maziwa alipoteza ndama kwa ndigana kali kila mwaka. Baada ya kuanza kuchanja ng'ombe wake kwa ITM, hakupoteza hata mnyama mmoja, kwa mujibu wa GALVmed. Anafuga ng'ombe wa Ayrshire na Friesian kwa mfumo wa nusu zero grazing, huwahamisha kati ya vipande vya malisho vilivyogawanywa, na pia huwachanja dhidi ya ugonjwa wa miguu na midomo.

Hakuhitaji mashine za bei ghali: chanjo na malisho yaliyotunzwa vizuri ndivyo vilivyoleta tofauti.

8. Hitimisho

Wanyama wenye afya na wanaolishwa vizuri ni wanyama wanaoleta faida. Anza na mambo ya msingi, kisha uendelee kujenga:

✓ Banda kavu, safi, lisilo na upepo mkali kwa kila mnyama.
✓ Malisho mazuri, madini ya kulamba na maji safi wakati wote.
✓ Kudhibiti kupe na chanjo ya ndigana kali kwa ng'ombe, na chanjo ya FMD na LSD kwa ratiba ya kaunti yako.
✓ Chanjo ya kideri ya I-2 kila baada ya miezi 3 kwa kuku, na kuwafungia nguruwe pamoja na usafi mkali.
✓ Ripoti mara moja kwa ofisi ya mifugo ya kaunti magonjwa yanayopaswa kuripotiwa na vifo vya ghafla.
✓ Kumbukumbu rahisi za uzalishaji, afya na pesa.

Kidokezo cha kitaalamu: Jenga uhusiano mzuri na afisa wa mifugo wa kaunti yako na mtoa huduma ya afya ya wanyama mwenye leseni. Simu ya haraka katika dalili ya kwanza ya ugonjwa inaweza kuokoa mnyama mwenye thamani ya mapato ya miezi mingi.`,
  imageAlts: [
    'Wanyama wa shambani kwenye shamba lenye nyasi mashambani',
    'Wanyama wakifugwa kwenye shamba la mkulima mdogo',
    'Mifugo wakifugwa kwenye shamba mashambani',
  ],
  atAGlance: [
    { label: 'Kideri (chanjo ya I-2, kuku wa kienyeji)', value: 'Kila baada ya miezi 3, tone moja jichoni' },
    {
      label: "Maji kwa ng'ombe anayekamuliwa",
      value: 'Hadi lita 5 kwa kila lita ya maziwa: takriban lita 50 hadi 85 kwa siku kwa lita 20 za maziwa',
    },
    { label: 'Calliandra', value: 'Kilo 3 mbichi = kilo 1 ya dairy meal kwa maziwa' },
    { label: 'Nyasi ya Napier', value: 'Kata ikiwa cm 60 hadi 100 (wiki sita hadi kumi tangu kuchipua tena)' },
    { label: 'Maziwa ya mbuzi wa Saanen', value: 'Wastani wa lita 3 hadi 5 kwa siku' },
    {
      label: 'Chanjo ya ndigana kali (ITM)',
      value: 'Mara moja, na mchanjaji mwenye leseni; kinga kwa kawaida ni ya maisha yote',
    },
    {
      label: 'Ripoti mara moja',
      value: 'Miguu na midomo, vinundu vya ngozi, homa ya nguruwe, kideri, kimeta, kichaa cha mbwa',
    },
  ],
}
