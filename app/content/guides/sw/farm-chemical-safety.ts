import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'farm-chemical-safety',
  title: 'Matumizi Salama ya Viuatilifu na Dawa za Mifugo',
  description:
    'Viuatilifu na dawa za mifugo bila madhara: lebo, usajili wa PCPB na VMD, vifaa vya kujikinga, muda wa kusubiri, huduma ya kwanza ya sumu.',
  summary:
    'Viuatilifu, dawa za kupe na dawa za mifugo hulinda mazao na wanyama, lakini kemikali hizo hizo zinaweza kuwatia sumu watu, wanyama, nyuki na maji. Mwongozo huu unaeleza jinsi ya kusoma lebo, kukagua usajili wa PCPB na VMD, kuvaa vifaa vya kujikinga, kuheshimu muda wa kusubiri, kutoa huduma ya kwanza na kupiga simu Kituo cha Habari za Sumu.',
  body: `Kila kemikali ya shambani ni sumu iliyochaguliwa kuua kitu fulani: mdudu, gugu, kuvu, kupe au kijidudu. Ikitumiwa kama lebo yake inavyosema, hulinda mavuno na mifugo. Ikitumiwa ovyo, inaweza kumtia sumu mtu anayenyunyiza, mtoto anayeikuta chupa, ng'ombe wanaolisha kwenye shamba lililonyunyiziwa, nyuki wanaochavusha zao, samaki mtoni na familia inayokula mboga au kunywa maziwa.

Mwongozo huu ni kwa yeyote anayenunua, kuchanganya, kunyunyiza au kutoa kemikali za shambani na dawa za mifugo. Hautoi vipimo wala viwango: hivyo viko kwenye lebo ya bidhaa na vinatoka kwa muuzaji wa pembejeo, mtaalamu wa kilimo au daktari wa mifugo, wanaoijua bidhaa na zao lako au mnyama wako. Unakueleza jinsi ya kukaa salama, nini cha kuuliza, na cha kufanya jambo likienda vibaya.

1. Maana ya Matumizi Salama ya Kemikali za Shambani na za Mifugo

Matumizi salama ni kuchagua bidhaa iliyosajiliwa kwa kazi sahihi, kusoma na kufuata lebo yake, kujikinga wewe na wengine unapoishughulikia, kusubiri muda unaotakiwa kabla watu, wanyama au mavuno hayajagusa ulichonyunyizia, kuihifadhi ikiwa imefungwa, na kutupa mabaki na vyombo bila kumdhuru mtu. Kwa dawa za mifugo pia ni kutibu tu kwa ushauri wa daktari wa mifugo, na kuweka maziwa, nyama na mayai ya wanyama waliotibiwa nje ya chakula hadi muda wa kusubiri uishe.

2. Faida za Kuvitumia kwa Usalama

- **Afya yako:** hakuna maumivu ya kichwa, kutapika au mabaya zaidi baada ya siku ya kunyunyiza.
- **Usalama wa familia yako:** watoto hawawezi kufikia kilichofungiwa.
- **Chakula kinachouzika:** mazao, maziwa na mayai yasiyo na mabaki ya dawa hupita vipimo vya wanunuzi.
- **Wanyama, nyuki na maji yenye afya:** wachavushaji na mto hubaki hai.
- **Bidhaa zinazoendelea kufanya kazi:** matumizi sahihi hupunguza kasi ya wadudu na vijidudu kuzoea dawa.

3. Mambo Muhimu ya Kunyunyiza Viuatilifu: Lebo, Vifaa vya Kujikinga na Muda wa Kusubiri

**Nunua bidhaa zilizosajiliwa tu.** Bodi ya Bidhaa za Kudhibiti Wadudu (PCPB), iliyoanzishwa chini ya Sheria ya Bidhaa za Kudhibiti Wadudu, Sura ya 346 (Cap 346), husimamia kila kiuatilifu kinachouzwa nchini Kenya. Bidhaa iliyosajiliwa ina namba ya usajili inayoanza na PCPB (CR) ikifuatiwa na tarakimu nne, na lebo kwa Kiingereza na Kiswahili yenye anwani ya kampuni iliyoko Kenya. Nunua viuatilifu vya mazao kutoka maduka ya pembejeo (agro-vet) yenye leseni tu; wachuuzi hawana leseni ya kuviuza, na maduka makubwa yanaweza kuuza bidhaa za matumizi ya nyumbani pekee.

**Soma lebo yote kabla ya kufungua chombo.** PCPB lazima iidhinishe kila lebo, na hakuna bidhaa inayoweza kutumika nchini Kenya bila lebo. Lebo inakueleza mazao na wadudu ambao bidhaa imesajiliwa kwao, kiwango, vifaa vya kujikinga, huduma ya kwanza, jinsi ya kuihifadhi na jinsi ya kuitupa. Mstari wa rangi chini ya lebo unaonyesha ukali wa sumu yake: nyekundu ni kali zaidi, kisha njano, kisha bluu, na kijani ni kali kidogo zaidi. Picha ndogo zinaonyesha jinsi ya kuihifadhi na cha kuvaa. Tumia bidhaa kwa zao na kazi ambayo lebo yake inaruhusu tu; PCPB inaeleza kwamba baadhi ya bidhaa haziruhusiwi kabisa kwenye matunda na mboga.

**Vaa ipasavyo kwa kazi hii.** PCPB inawashauri wakulima kuvaa glavu, ovaroli, miwani ya kujikinga, kifuniko cha uso na buti za mpira wanaponyunyiza, na kufuata lebo. Usiwahi kula, kunywa wala kuvuta sigara unaposhughulikia viuatilifu, weka maji safi na sabuni karibu, na ujioshe na kufua nguo za kazi mbali na nguo za familia unapomaliza.

**Heshimu muda wa kusubiri ulioandikwa kwenye lebo.**

- **Muda wa kutoingia shambani:** muda ambao watu lazima wakae nje ya shamba lililonyunyiziwa. Kaa nje angalau hadi dawa ikauke, na muda mrefu zaidi ikiwa lebo inasema hivyo.
- **Muda wa kusubiri kabla ya kuvuna:** idadi ya siku kati ya unyunyiziaji wa mwisho na mavuno, au kabla mifugo haijaruhusiwa kulisha shambani, kwa mfano kwenye sukuma wiki, kabichi au mboga nyingine. Usiwahi kuvuna wala kuuza mazao kabla ya muda huo kuisha, hata mnunuzi akiwa anasubiri.

Kumbuka: Ikiwa lebo haitaji zao lako, usitumie bidhaa hiyo kwenye zao hilo. Muulize muuzaji wa pembejeo au afisa ugani bidhaa iliyosajiliwa inayolitaja.

4. Mambo Muhimu ya Dawa za Mifugo: Muda wa Kusubiri kwa Maziwa, Nyama na Mayai

**Dawa zilizosajiliwa, wauzaji wenye leseni.** Kurugenzi ya Dawa za Mifugo (VMD), iliyoanzishwa chini ya Sheria ya Madaktari wa Mifugo na Wasaidizi wa Madaktari wa Mifugo, Sura ya 366 (Cap 366), husimamia utengenezaji, uagizaji, usajili, usambazaji, uandikaji na utoaji wa dawa za mifugo nchini Kenya, kazi iliyokuwa ikigawanywa awali kati ya Bodi ya Famasia na Sumu na PCPB. VMD imetoa leseni kwa mamia ya maduka na inaonya kwamba dawa ambazo hazijaidhinishwa nchini Kenya hazipaswi kuuzwa, na kwamba ni watu wenye leseni tu wanaoruhusiwa kushughulikia dawa za mifugo. Nunua dawa za mifugo kutoka maduka yenye leseni tu na uhifadhi risiti na kasha lake lenye lebo.

**Tibu pamoja na daktari wa mifugo.** FAO na Shirikisho la Kimataifa la Maziwa (IDF) wanashauri kutumia dawa za mifugo tu kama daktari wa mifugo anavyoagiza au kama lebo inavyosema. Mwachie daktari wa mifugo au mhudumu wa afya ya mifugo achague dawa na kipimo, na uandike kila matibabu.

**Muda wa kusubiri.** Baada ya matibabu, dawa hubaki mwilini mwa mnyama kwa muda. Muda wa kusubiri ni muda ambao baada ya matibabu mnyama, au maziwa, nyama au mayai yake, hayawezi kutumika kama chakula. Lebo ya kila dawa inatoa muda wake wa kusubiri; usiwahi kuukisia kutoka bidhaa nyingine.

- **Maziwa:** baada ya ng'ombe kudungwa sindano ya antibiotiki au kupewa tiba nyingine, usiuze maziwa yake, wala kuyapeleka kwenye chama cha ushirika, hadi muda wa kusubiri upite. Usiwape watoto pia.
- **Nyama:** usichinje wala kuuza mnyama aliyetibiwa kabla ya muda wake wa kusubiri wa nyama kuisha.
- **Mayai:** usiuze wala kula mayai ya kuku walio kwenye dawa hadi muda wao wa kusubiri uishe.
- **Andika tarehe ya mwisho:** andika kwenye kalenda tarehe ambayo muda wa kusubiri unaisha kwa kila mnyama, ili mtu asikamue ndani ya mtungi kwa makosa.

Zingatia: Dawa za kupe pia ni viuatilifu. Vaa glavu na mavazi ya kujikinga unapowachovya au kuwanyunyizia wanyama, na ufuate lebo kuhusu wanyama na muda wa kusubiri.

5. Hatua za Kuchukua Mtu Anapopata Sumu

Sumu ya viuatilifu inaweza kutokana na kumeza, kuvuta hewa yenye dawa, au dawa kurukia ngozi au machoni. WHO inataja dalili zake kuwa maumivu ya kichwa, maumivu ya tumbo, kutapika, vipele kwenye ngozi, matatizo ya kupumua, macho kuwasha, kupiga chafya, na katika hali mbaya degedege na kupoteza fahamu; Huduma ya Ugani ya Chuo Kikuu cha Colorado State inaongeza kichefuchefu, kizunguzungu na kutokwa na jasho. Watoto mara nyingi hupata sumu kutoka kwa kemikali zilizoachwa karibu nao au zilizomiminwa kwenye chupa za vinywaji.

- **Hatua ya 1 – Jikinge:** usiache kemikali ikuguse unapomsaidia mtu.
- **Hatua ya 2 – Komesha mguso wa sumu:** mtoe mtu mbali na dawa inayonyunyizwa, mvuke au kemikali iliyomwagika, mpeleke kwenye hewa safi.
- **Hatua ya 3 – Iondoe kwa kuosha:** mvue nguo zilizoingiwa na dawa na umwoshe ngozi na nywele vizuri kwa maji mengi na sabuni.
- **Hatua ya 4 – Macho:** shikilia kope wazi na usafishe kwa upole kwa maji safi yanayotiririka kwa dakika 15 au zaidi.
- **Hatua ya 5 – Kama ameimeza:** usimfanye atapike isipokuwa lebo inakuambia ufanye hivyo.
- **Hatua ya 6 – Tafuta msaada mara moja:** piga simu Kituo cha Habari za Sumu (Poison Information Centre) katika Hospitali ya Taifa ya Kenyatta kwa namba za bure 0800 720 021 au 0800 730 030, na umpeleke mtu kwenye kituo cha afya kilicho karibu.
- **Hatua ya 7 – Beba lebo:** peleka chombo au lebo, lakini si chombo kilicho wazi au kinachovuja, ili wahudumu wa afya wajue sumu ni ipi.

Mtulize mtu na umweke katika joto njiani. Dalili zinaweza kuja baadaye, kwa hiyo mfanyakazi yeyote anayejisikia vibaya wakati au baada ya kunyunyiza, akitapika, akiumwa kichwa au akitoka jasho jingi, mchukulie kuwa huenda amepata sumu na utafute msaada.

Kumbuka: Kituo cha Habari za Sumu, kinachoendeshwa katika Hospitali ya Taifa ya Kenyatta tangu mwaka 2005 kwa ushirikiano na chama cha wafanyabiashara wa viuatilifu aak-GROW, hutoa ushauri wa kitaalamu kuhusu viuatilifu, kemikali za nyumbani, dawa na sumu nyingine.

6. Mambo Muhimu ya Nyuki, Maji, Pampu za Kunyunyizia na Vyombo Vitupu

**Nyuki.** Nyuki huchavusha mazao mengi na huuawa na viuatilifu vingi vya wadudu. Usinyunyize mashamba yaliyochanua maua, kagua pembeni mwa shamba kama kuna magugu yenye maua yanayotembelewa na nyuki, soma maonyo ya lebo kuhusu nyuki, na unyunyize wakati nyuki hawatafuti chakula, jioni sana au alfajiri. Chagua bidhaa zinazoisha nguvu haraka pale unapoweza kuchagua, epuka dawa kupeperushwa na upepo, na uwaonye majirani wanaofuga nyuki.

**Maji.** Zuia dawa na maji yanayotiririka kutoka shambani yasiingie vijito, mito, mifereji ya umwagiliaji, mabwawa na visima. Usiwahi kujaza pampu ya dawa moja kwa moja mtoni, na usiwahi kuosha pampu, chombo cha dawa au mavazi ya kujikinga mtoni au karibu na kisima. Suuza pampu ndani ya shamba ulilonyunyizia na unyunyize maji hayo ya kusuuza kwenye shamba hilo kama lebo inavyoruhusu.

**Vyombo vitupu.** Chombo kitupu bado kina sumu. Suuza kila chombo kitupu mara tatu kwa maji safi mara tu baada ya kukitumia, mimina maji ya kusuuza ndani ya tangi la pampu, na usiwahi kukitumia tena kwa maji, maziwa, chakula au mafuta. FAO inaonya kwamba kutumia tena vyombo vya viuatilifu nyumbani ni hatari kubwa kwa afya, na kwamba ajali zinazowahusu watoto ni za kawaida na mara nyingi huua. Usichome vyombo, kwa sababu moshi wake ni sumu kuuvuta, na usiviache vimelala shambani ambapo mvua husomba mabaki yake hadi kwenye maji. Rudisha vyombo vilivyosuuzwa mara tatu kwenye kituo cha kukusanyia: chama cha sekta AAK huendesha mpango kama huo pamoja na PCPB, ambapo wakulima hurudisha vyombo vitupu kupitia maduka ya pembejeo na vyama vya ushirika vya wakulima.

**Kuhifadhi.** Weka viuatilifu na dawa za mifugo kwenye vyombo vyake halisi, vimefungiwa mbali na watoto, chakula na chakula cha mifugo.

7. Mambo Muhimu Kuhusu Bidhaa Zilizopigwa Marufuku na Zilizozuiliwa

Baadhi ya viuatilifu vimepigwa marufuku nchini Kenya, na vingine vinaweza kutumika kwa njia fulani tu. Mnamo Juni 2025 Wizara ya Kilimo na Maendeleo ya Mifugo ilitangaza matokeo ya mapitio ya PCPB ya mamia ya bidhaa za viuatilifu: makumi ya bidhaa ziliondolewa sokoni na nyingine nyingi zaidi zilizuiliwa kwa matumizi au mazao fulani. Mifano ya vizuizi hivyo iliyoripotiwa ni pamoja na abamectin kutotumika tena mashambani wazi, chlorpyrifos kuruhusiwa dhidi ya mchwa pekee, na iprodione kutoruhusiwa kwenye mazao ya chakula. Kundi jingine la bidhaa liliwekwa chini ya mapitio, matumizi na uagizaji wake ukipigwa marufuku hadi uamuzi uliotarajiwa kufikia Desemba 2025. Marufuku za zamani ambazo wakulima bado huuliza kuzihusu ni pamoja na kemikali kama DDT, aldrin, dieldrin, endosulfan, lindane na parathion.

- **Usiwahi kununua wala kutumia bidhaa iliyopigwa marufuku,** hata mtu akiwa bado anaiuza.
- **Tumia bidhaa iliyozuiliwa kama lebo yake ya sasa inavyoruhusu tu.**
- **Uliza kabla ya kununua:** PCPB huchapisha orodha ya bidhaa zilizo chini ya mapitio; muulize muuzaji wa pembejeo au PCPB hali ya sasa ya bidhaa.
- **Ripoti bidhaa haramu** kwa PCPB au kwa polisi.

8. Mambo Muhimu ya Wanyama Wagonjwa, Mizoga na Magonjwa Yanayopaswa Kuripotiwa

Sheria ya Magonjwa ya Wanyama ya Kenya, Sura ya 364 (Cap 364), inaorodhesha magonjwa yanayopaswa kuripotiwa, miongoni mwayo kimeta, kichaa cha mbwa, ugonjwa wa miguu na midomo, ndigana kali, homa ya mapafu ya ng'ombe (CBPP), kifua kikuu, ugonjwa wa vinundu vya ngozi, homa ya nguruwe, fowl pest, maji moyo (heartwater), nagana (trypanosomiasis) na ndui ya kondoo, na ugonjwa mwingine wowote ambao Waziri anautangaza kwa notisi. Ukishuku mojawapo, au wanyama kadhaa wakiugua au kufa ghafla, ripoti mara moja kwa afisa wa mifugo au kwa chifu.

- **Usiwahi kufungua, kuchuna wala kula mnyama aliyekufa ghafla.** WHO inashauri kwamba mzoga wa mnyama anayeshukiwa kufa kwa kimeta usifunguliwe, kwa sababu hewa huwezesha kijidudu hicho kutengeneza vijimbegu. Daktari wa mifugo atapanga jinsi ya kuutupa kwa usalama; WHO inataja kuuchoma kuwa njia bora.
- **Usiwahi kuuza mnyama mgonjwa, wala maziwa, nyama au mayai yake.** FAO inashauri kwamba wanyama wagonjwa wasisafirishwe kwenda sokoni, na kwamba mnyama yeyote anayeuawa shambani auawe na mtu aliyefunzwa au daktari wa mifugo.
- **Weka watoto na mbwa mbali** na mizoga, na unawe vizuri baada ya kumgusa mnyama mgonjwa.

9. Hatari Muhimu kwa Mifugo: Urea, Nitrate na Mbegu Zenye Kemikali

**Urea na mbolea nyingine.** Ng'ombe, kondoo na mbuzi wanaokula urea au kunywa maji yenye mbolea wanaweza kupata sumu haraka. Merck Veterinary Manual inaeleza sumu ya urea kuwa ya ghafla na mara nyingi huua haraka, kwa kutetemeka kwa misuli, maumivu ya tumbo, kuyumbayumba, kupumua kwa shida na kuanguka. Hifadhi magunia ya mbolea yakiwa yamefungwa na mbali na wanyama, usiwahi kuacha mbolea iliyomwagika mahali wanyama wanapolisha, na umwite daktari wa mifugo mara moja mnyama akila mbolea. Walishe wanyama urea tu ndani ya mchanganyiko ulioandaliwa na mshauri wa lishe.

**Nitrate.** Sumu ya nitrate hutokana na mbolea inayoliwa kwa bahati mbaya, maji ya mabwawa au visima vifupi vinavyopokea mbolea iliyosombwa au ya matangi yaliyobeba mbolea ya maji, na wanyama wenye njaa wanaojaza matumbo mimea yenye nitrate nyingi. Dalili kwa kawaida huja ghafla: udhaifu, kutetemeka, kuyumbayumba, kupumua kwa shida na fizi za rangi ya kahawia au bluu. Mwite daktari wa mifugo mara moja.

**Mbegu zilizotiwa dawa.** Mbegu zilizotiwa dawa ya kuvu au ya wadudu hazipaswi kuingia kwenye chakula cha watu wala cha mifugo. Usiwahi kuwalisha wanyama au kuku mbegu zilizotiwa dawa zilizobaki, usiwahi kuziosha na kuzila, funika zilizomwagika ili ndege wasizile, na usiziteketeze nyumbani.

10. Onyo Muhimu Kuhusu Tiba za Kienyeji Zenye Madhara

Tiba za kienyeji ni sehemu ya ufugaji, na sheria ya Kenya ya dawa za mifugo inazihusisha kama "tiba mbadala" (alternative medicine). Lakini baadhi ya tiba huleta madhara:

- **Kuchoma au kukata uvimbe,** kwa mfano tezi zilizovimba za ndigana kali au mabonge ya ugonjwa wa vinundu vya ngozi, husababisha maumivu na vidonda vilivyo wazi na huchelewesha tiba inayofanya kazi.
- **Viuatilifu vya mazao kwa wanyama:** bidhaa iliyosajiliwa kwa mazao haipaswi kumwagiwa mnyama wala kupewa mnyama.
- **Dawa za binadamu au michanganyiko isiyojulikana** inaweza kuwatia wanyama sumu na kuacha mabaki kwenye maziwa na nyama.
- **Kusubiri muda mrefu mno:** magonjwa mengi kati ya hayo yanaweza kutibiwa au kuzuiwa daktari wa mifugo akifika mapema.

Mwite daktari wa mifugo au mhudumu wa afya ya mifugo kabla ya kujaribu tiba yoyote kwa mnyama mgonjwa.

11. Changamoto na Jinsi ya Kuzikabili

- **Vifaa vya kujikinga ni vya joto na ghali:** nyunyiza saa za baridi, na mshiriki vifaa katika kikundi cha wakulima; usiwahi kunyunyiza mikono mitupu.
- **Bidhaa feki:** kagua usajili wa PCPB (CR) au wa VMD na ununue kutoka maduka yenye leseni tu.
- **Mnunuzi anayetaka mazao kabla muda wa kusubiri haujaisha:** muda wa kusubiri kabla ya kuvuna na wa dawa za mifugo huwalinda wanunuzi wako na jina lako. Panga unyunyiziaji na matibabu kulingana na siku zako za kuuza.
- **Hakuna mahali pa kurudisha vyombo:** visuuze mara tatu, vifungie, na uliza muuzaji wa pembejeo au ofisi ya kilimo ya kaunti kituo cha kukusanyia kilicho karibu.

12. Mfano Halisi: Mafunzo kutoka Kenya

Kituo cha Habari za Sumu katika Hospitali ya Taifa ya Kenyatta, kilichozinduliwa upya mwaka 2023 baada ya kuboreshwa, kipo kwa sababu sumu kutoka viuatilifu na kemikali za nyumbani hutokea katika nyumba za Kenya kila mwaka, mara nyingi kwa watoto. Mpango wa AAK wa vyombo umekusanya vyombo vitupu kupitia mamia ya vituo vya kukusanyia katika kaunti kuanzia Makueni na Nakuru hadi Kirinyaga na Meru, na kupeleka mamia ya tani kuteketezwa kwa usalama katika kiwanda chenye leseni huko Kajiado. Na mapitio ya PCPB ya mwaka 2025 yanaonyesha kwamba orodha ya bidhaa zinazoruhusiwa hubadilika: bidhaa iliyonunuliwa msimu uliopita huenda sasa imezuiliwa au kuondolewa sokoni, kwa hiyo kukagua kabla ya kununua ni sehemu ya kilimo salama.

13. Hitimisho

Viuatilifu na dawa za mifugo ni zana, na matumizi salama ni sehemu ya kuzitumia vizuri. Zifanye tabia hizi kuwa zako:

✓ Bidhaa zilizosajiliwa na PCPB na VMD pekee, kutoka maduka yenye leseni.
✓ Soma lebo kwanza, na ufuate kiwango chake, zao, vifaa na muda wa kusubiri.
✓ Glavu, ovaroli, miwani, kifuniko cha uso na buti kila unaponyunyiza.
✓ Hakuna maziwa, nyama wala mayai ya wanyama waliotibiwa kabla ya muda wa kusubiri kuisha.
✓ Nyuki, mito na visima vimelindwa; vyombo vimesuuzwa mara tatu na kurudishwa.
✓ Namba za Kituo cha Habari za Sumu, 0800 720 021 na 0800 730 030, zimeandikwa mahali ambapo kila mtu anaziona.
✓ Vifo vya ghafla na magonjwa yanayopaswa kuripotiwa huripotiwa kwa daktari wa mifugo mara moja.

Kidokezo cha kitaalamu: Andika namba za Kituo cha Habari za Sumu ukutani mwa stoo yako ya kemikali na kwenye kila simu ya nyumbani. Wakati wa dharura, hakuna anayepaswa kuzitafuta.`,
  imageAlts: [],
  atAGlance: [
    { label: 'Kituo cha Habari za Sumu (bure)', value: '0800 720 021 au 0800 730 030' },
    { label: 'Kiuatilifu kilichosajiliwa', value: 'Namba ya PCPB (CR) na lebo kwa Kiingereza na Kiswahili' },
    { label: 'Mstari wa rangi kwenye lebo', value: 'Nyekundu ni kali zaidi, kisha njano, bluu; kijani ni kali kidogo' },
    { label: 'Kemikali machoni', value: 'Safisha kwa maji safi yanayotiririka kwa dakika 15 au zaidi' },
    { label: 'Vyombo vitupu', value: 'Suuza mara tatu, usivitumie tena, virudishe kituo cha kukusanyia' },
    { label: 'Muda wa kusubiri', value: 'Uko kwenye lebo: hakuna maziwa, nyama wala mayai kwa chakula hadi uishe' },
    {
      label: 'Bidhaa zilizopigwa marufuku au kuzuiliwa',
      value: 'Usitumie iliyopigwa marufuku; iliyozuiliwa itumike tu kama lebo inavyoruhusu',
    },
  ],
}
