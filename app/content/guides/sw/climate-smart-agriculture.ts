import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'climate-smart-agriculture',
  title: 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi',
  description:
    'Lima licha ya ukame na mvua zisizotabirika kwa mazao yanayostahimili ukame, kuvuna maji, miti, utabiri wa hali ya hewa na bima ya mazao.',
  summary:
    'Nchini Kenya mvua sasa huanza kwa kuchelewa, hukatika mapema au hunyesha kwa nguvu kupita kiasi. Kilimo kinachostahimili mabadiliko ya tabianchi kinakusaidia kudumisha mavuno na mapato kwa kuchagua mazao na aina imara, kuvuna maji kwa mashimo ya zai na mabwawa, kufunika udongo, kupanda miti, kutumia utabiri wa msimu na kukatia mazao yako bima.',
  body: `Wakulima wa Kenya tayari wanaona tabianchi ikibadilika. Mvua za masika na za vuli huanza kwa kuchelewa au hukatika mapema, vipindi vya jua kali huja wakati mahindi yanapochanua, mafuriko husomba mbegu, na misimu ya joto huleta milipuko mipya ya wadudu waharibifu. Wakulima wengi wadogo hutegemea mvua badala ya umwagiliaji, kwa hivyo kila badiliko la hali ya hewa hugusa moja kwa moja mavuno na mapato ya familia.

Kilimo kinachostahimili mabadiliko ya tabianchi (kwa Kiingereza climate-smart agriculture, au CSA) si teknolojia moja tu. Ni njia ya kuchagua mchanganyiko unaofaa wa mbegu, mbinu za kutunza udongo na maji, miti, mifugo na taarifa kwa ajili ya shamba lako mwenyewe, ili uendelee kuzalisha chakula na pesa hata katika msimu mbaya. Mwongozo huu unaeleza mawazo makuu na unatoa hatua za vitendo kwa wakulima wa nyanda za juu zenye mvua nyingi na wa nyanda za chini kame za Kenya.

1. Maana ya Kilimo Kinachostahimili Mabadiliko ya Tabianchi

Kilimo kinachostahimili mabadiliko ya tabianchi ni mtazamo unaowasaidia wakulima na serikali kubadilisha kilimo ili kiendelee kuhakikisha usalama wa chakula huku tabianchi ikibadilika. Kina nguzo tatu, na mbinu nzuri kwa kawaida husaidia zaidi ya nguzo moja:

- **Tija:** kuongeza mavuno na mapato ya shamba kwa njia endelevu kutoka kwenye ardhi ileile.
- **Kukabiliana:** kujenga ustahimilivu ili ukame, mafuriko, joto kali na wadudu waharibifu walete hasara ndogo.
- **Kupunguza:** kupunguza au kuondoa hewa ya gesi joto inapowezekana, kwa mfano kwa kupanda miti na kuongeza mabaki ya viumbe hai katika udongo, ambayo huhifadhi kaboni.

Kumbuka: si lazima uanze kutumia kila kitu kwa mara moja. Anza na mbinu moja au mbili zinazofaa shamba lako, bajeti yako na kaunti yako, kisha ongeza nyingine unapoona matokeo.

2. Faida za Kilimo Kinachostahimili Mabadiliko ya Tabianchi

✓ **Mavuno ya kutegemewa zaidi:** mazao imara na kuvuna maji humaanisha bado utavuna kitu hata katika msimu mbaya.
✓ **Hatari ndogo ya kupoteza kila kitu:** kulima mazao kadhaa, kufuga mifugo kiasi na kununua bima hugawanya hatari yako.
✓ **Udongo wenye afya na wenye maji zaidi:** udongo uliofunikwa na wenye mabaki mengi ya viumbe hai hunyonya mvua na kuiachilia polepole kwa mizizi.
✓ **Mapato ya ziada:** miti, lishe ya mifugo, asali na mifugo huongeza vyanzo vipya vya pesa na chakula.
✓ **Dunia yenye joto kidogo:** miti na kaboni iliyo udongoni husaidia kuondoa gesi joto hewani.

3. Mbinu Muhimu za Kukabili Tabianchi kwa Mashamba ya Kenya

Panda mazao na aina zinazostahimili ukame:

- **Mahindi yanayostahimili ukame:** kupitia mradi wa Drought Tolerant Maize for Africa (2007 hadi 2015), CIMMYT, IITA na washirika wa kitaifa katika nchi 13, Kenya ikiwa mojawapo, walitengeneza zaidi ya aina 200 za mahindi yanayostahimili ukame. Mwaka 2014 pekee mradi huo ulisaidia karibu tani 54,000 za mbegu zilizothibitishwa, zilizofikia takriban kaya milioni 5.4, yaani karibu watu milioni 43. Katika maeneo ya Zimbabwe yaliyokumbwa na ukame, wakulima waliopanda mahindi yanayostahimili ukame walivuna hadi kilo 600 zaidi kwa hekta kuliko wale waliopanda aina za kawaida, yaani takriban kilo 240 zaidi kwa ekari. Nunua mbegu zilizothibitishwa kutoka kwa wauzaji waliosajiliwa badala ya kupanda tena nafaka uliyovuna kutoka kwa mahindi chotara (hybrid).
- **Mazao imara ya chakula:** katika maeneo kame, tenga sehemu ya shamba lako kwa mtama, wimbi na mawele, pojo (ndengu), kunde, mbaazi na mihogo. Mazao haya huvumilia joto na mvua fupi vizuri zaidi kuliko mahindi, na mazao kama mtama na pojo yanaweza kuuzwa kwa bei nzuri.
- **Aina zinazokomaa mapema:** pale ambapo mvua ni fupi, aina zinazokomaa haraka zinaweza kumaliza kabla udongo haujakauka. Muulize afisa ugani wako au kituo cha KALRO kilicho karibu ni aina zipi zinazofaa eneo lako.

Tumia kilimo hifadhi (conservation agriculture):

- **Vuruga udongo kidogo iwezekanavyo:** panda kwenye mashimo, kwenye mistari iliyopasuliwa kwa ripa (ripper) au kwa kipandio cha mkono (jab planter) badala ya kulima shamba zima.
- **Funika udongo wakati wote:** acha mabaki ya mazao juu ya ardhi au panda mazao ya kufunika udongo kama njahi (dolichos), mukuna (mucuna) au kunde.
- **Aina mbalimbali za mazao:** panda nafaka kwa zamu au kwa mseto na mikunde ili udongo ubaki na rutuba na wadudu waharibifu wasiongezeke.

Vuna kila tone la mvua:

- **Mashimo ya zai:** mashimo madogo ya kupandia yaliyojazwa samadi na mabaki makavu ya mimea. Hunasa mvua na maji yanayotiririka, na huweka maji na virutubisho karibu kabisa na mizizi. Utafiti uliofanywa kusini-mashariki mwa Kenya uligundua kwamba mashimo yenye kina kifupi cha sentimita 25 yaliyowekwa samadi yalifanya vizuri sawa na mashimo yenye kina cha sentimita 50, ilhali mashimo yasiyo na samadi mara nyingi hayakuwa bora kuliko upandaji wa kawaida. Samadi ina umuhimu mkubwa kuliko kina.
- **Matuta yaliyofungwa (tied ridges):** matuta yanayofuata kontua, yenye vizuizi vidogo vya kukatiza kila baada ya mita chache, hunasa mvua katika vidimbwi vidogo ili ipenye ardhini badala ya kutiririka.
- **Mabwawa na matangi ya shambani:** kusanya maji yanayotiririka kutoka barabarani, uani na kwenye mapaa ya nyumba hadi kwenye mabwawa yaliyotandikwa au matangi, kisha yatumie kwa bustani ya jikoni, miche au mifugo wakati wa kiangazi.
- **Matandazo:** kufunika udongo hupunguza uvukizaji, hivyo maji ya mvua uliyoyanasa hukaa ardhini kwa muda mrefu zaidi.

Panda miti shambani (kilimo mseto cha miti na mazao):

- **Vichaka vya lishe:** kaliandra (calliandra) iliyopandwa kama ua hai kando ya mpaka au kwenye kingo za matuta ya ngazi hutoa majani yenye protini nyingi yanayoweza kuchukua nafasi ya sehemu ya chakula cha madukani cha ng'ombe wa maziwa (dairy meal). Kiasi cha kulisha, na wakati wa kukata mara ya kwanza, hutegemea ng'ombe wako na ua wako: muulize afisa ugani wa mifugo, na usome mwongozo wa ufugaji wa wanyama.
- **Miti mingine yenye manufaa:** miti ya matunda, mikrevilea (grevillea) kwa mbao na kuni, na miti inayoongeza naitrojeni udongoni hulinda udongo dhidi ya upepo na mvua kubwa, hutoa kivuli na mapato, na huhifadhi kaboni.

Ongeza aina za shughuli na uboreshe utunzaji wa mifugo:

- **Changanya shughuli:** unganisha mazao na kuku, mbuzi, ng'ombe wa maziwa au nyuki ili msimu mmoja mbaya usiharibu mapato yote ya familia.
- **Panga chakula cha mifugo cha kiangazi:** panda majani tembo (Napier), Brachiaria na vichaka vya lishe, na hifadhi nyasi za ziada kama hei au sileji wakati wa mvua.
- **Fuga wanyama wanaofaa:** katika maeneo kame, mamilioni ya wafugaji, wa kuhamahama na wanaochanganya ufugaji na kilimo, hutegemea mifugo. Wengi wanajizoesha hali mpya kwa kuwekeza katika wanyama imara zaidi kama ngamia, na kuhamia malisho na maji mapya kabla ukame haujawa mkali.
- **Mifugo yenye afya:** fuga wanyama wachache wanaolishwa vizuri na waliopewa chanjo badala ya wengi walio dhaifu, na uza mapema utabiri unapotangaza ukame badala ya kuwatazama wanyama wakikonda.

Udhibiti wa wadudu unaozingatia tabianchi:

- **Sukuma-vuta (push-pull) kwa mahindi:** icipe imetengeneza aina mpya za sukuma-vuta zinazozingatia tabianchi, zenye mimea shirikishi inayofaa hali ya joto zaidi na ukavu zaidi, ili kudhibiti vipekecha mabua, viwavijeshi vamizi na kiduha.

4. Hatua za Kupanga Kila Msimu kwa Taarifa za Hali ya Hewa na Tabianchi

- **Hatua ya 1 – Pata utabiri wa msimu:** kabla ya mvua za masika (Machi hadi Mei) na mvua za vuli (Oktoba hadi Desemba), Idara ya Hali ya Hewa ya Kenya (Kenya Meteorological Department, KMD) hutoa utabiri wa msimu. Katika warsha za mipango shirikishi kwa kutumia matukio tarajiwa (PSP), zinazoitishwa na Idara ya Hali ya Hewa pamoja na maafisa wa kaunti wa kilimo, mifugo, maji na sekta nyingine, utabiri huo hugeuzwa kuwa ushauri wa eneo lenu kuhusu kiasi cha mvua kinachotarajiwa na mazao na aina za kupanda.
- **Hatua ya 2 – Fuatilia taarifa mpya msimu ukiendelea:** sikiliza redio ya kaunti, hudhuria mabaraza, na muombe afisa ugani wako au mpatanishi wa taarifa za tabianchi wa eneo lako ujumbe wa kila siku, wa kila mwezi na wa msimu ambao KMD hutuma kwa SMS.
- **Hatua ya 3 – Linganisha mpango wako na utabiri:** ikiwa mvua inatarajiwa kuwa chini ya kawaida, chagua mazao yanayokomaa mapema na yanayostahimili ukame, na uandae mashimo ya zai au matuta yaliyofungwa. Ikiwa mvua kubwa inatarajiwa, safisha mifereji ya kupitisha maji, rekebisha matuta ya ngazi na usipande katika sehemu zinazokumbwa na mafuriko.
- **Hatua ya 4 – Jiandae kabla ya mvua:** chimba mashimo, rekebisha mabwawa na nunua mbegu zilizothibitishwa na pembejeo wakati wa kiangazi, ili uweze kupanda na mvua nzuri za kwanza.
- **Hatua ya 5 – Linda uwekezaji wako kwa bima:** bima inayotegemea kipimo (index-based insurance) hulipa pale takwimu za mvua au za setilaiti zinapoonyesha ukame au mafuriko, bila mtathmini kutembelea kila shamba. Kwa mfano, Replanting Guarantee ya ACRE Africa huja pamoja na mbegu za mahindi zinazonunuliwa katika maduka yanayoshiriki: unaiwasha kwa namba ya siri iliyo ndani ya pakiti unapopanda, na ikiwa takwimu za setilaiti zitaonyesha kwamba mvua haikutosha katika wiki za kwanza baada ya kupanda, thamani ya mbegu hurudishwa kwako kwa M-Pesa. ACRE imewezesha zaidi ya mikataba milioni 1.7 ya bima nchini Kenya, Rwanda na Tanzania.
- **Hatua ya 6 – Weka kumbukumbu rahisi:** andika tarehe za kupanda, mvua, aina za mbegu na mavuno kila msimu. Baada ya miaka michache, kumbukumbu hizi zitakuonyesha maamuzi yanayofanya kazi vizuri zaidi shambani kwako.

Kidokezo: unganisha utabiri rasmi na unachokijua kuhusu ardhi yako mwenyewe. Panda aina zinazokomaa mapema kwenye vipande vyako vikavu zaidi, na uache udongo wako bora kwa mazao yanayohitaji maji zaidi.

5. Changamoto na Jinsi ya Kuzikabili

- **Kuchimba mashimo ni kazi ngumu:** kwa kuwa mashimo ya zai yenye kina kifupi na samadi hufanya kazi sawa na yale yenye kina kirefu, unaweza kupunguza kazi kwa kuchimba mashimo mafupi. Chimba wakati wa kiangazi na mgawane kazi na kikundi chako cha wakulima.
- **Mbegu zilizothibitishwa hazipatikani kila mara:** agiza mapema kutoka kwa maduka ya pembejeo (agrovet) yaliyosajiliwa na kampuni za mbegu, na jiunge na ununuzi wa pamoja unaoandaliwa na kaunti yako au chama chako cha ushirika.
- **Watu wengi hawauamini utabiri:** hudhuria mikutano ya PSP ambapo wataalamu wa hali ya hewa wanaueleza utabiri, na uutumie pamoja na maarifa ya kienyeji, si badala yake.
- **Bima ni jambo geni kwa wakulima wengi:** kabla ya kununua, uliza ni tukio gani linalolipiwa, malipo huanzishwa na nini na hulipwa lini. Kumbuka kwamba bima hulipa kulingana na kipimo cha hali ya hewa, kwa hivyo malipo yanaweza yasilingane kabisa na hali ya shamba lako.
- **Mabaki ya mazao yanahitajika kwa mifugo na pia kwa kufunika udongo:** panda lishe ya mifugo kwenye mipaka na kingo za matuta ya ngazi ili mabaki mengi zaidi yabaki shambani.
- **Masoko ya mazao mapya:** kabla ya kuhamia mtama, mawele au pojo, tafuta wanunuzi kama vyama vya ushirika, shule, viwanda vya pombe au mipango ya kilimo cha mkataba katika eneo lako.

Kidokezo cha kitaalamu: anza kidogo. Jaribu mashimo ya zai au aina mpya ya mbegu inayostahimili ukame kwenye kona ya shamba lako msimu huu, linganisha mavuno yake na ya mbinu yako ya kawaida, kisha panua kile kinachofanya kazi.

6. Mfano Halisi: Mashimo ya Zai na Mazao Imara huko Kilifi na Busia

Katika kaunti ndogo ya Ganze, Kaunti ya Kilifi, mojawapo ya maeneo kame ya Kenya, wanachama wa kikundi cha wakulima cha Milore Muungano wameanza kutumia mashimo ya zai. Mashimo hayo hunasa mvua na maji yanayotiririka, huweka samadi karibu na mizizi mahali ambapo mvua kubwa haiwezi kuisomba, na hushikilia matandazo yanayozuia magugu. Kwa sababu hiyo, mashimo ya zai yanaweza kurudisha uzalishaji kwenye udongo uliochoka wenye tabaka gumu ambao karibu hauwezi kulimwa. Afisa wa nyanjani wa PlantVillage anayefanya kazi na kikundi hicho sasa anawahimiza wakulima wengine wa Kilifi kujaribu mbinu hii.

Katika Kaunti ya Busia magharibi mwa Kenya, mvua za masika na za vuli zote zilikosekana mwaka 2016, na wakulima waliokuwa wamepanda mahindi pekee ndio walioumia zaidi. Serikali ya kaunti, KALRO na ICRISAT waliwafunza wakulima kuhusu mazao yanayostahimili ukame kama mtama, wimbi, njugu karanga, mbaazi, kunde na pojo, na wakawasaidia kupata mbegu bora. Katika mvua za vuli za 2016/17, wakulima wa kaunti tatu za magharibi mwa Kenya walipata tani 62.7 za mbegu bora za mtama, wimbi na njugu karanga.

Je, wajua? Katika jaribio la mashimo ya zai nchini Kenya, mashimo yenye nusu tu ya kina yalifanya vizuri sawa na yale marefu yalipowekwa samadi, kwa hivyo familia inaweza kuchimba mashimo mengi zaidi kwa muda uleule na kugeuza ardhi tupu iliyoganda kuwa kipande cha shamba kinachozalisha.

7. Hitimisho

Mabadiliko ya tabianchi tayari yako nasi, lakini wakulima wa Kenya hawako hoi. Kwa kupanda mazao na aina zinazostahimili ukame, kunasa na kuhifadhi maji ya mvua, kufunika udongo, kupanda miti, kutunza mifugo kwa busara, kufuata utabiri wa Idara ya Hali ya Hewa ya Kenya na kukatia bima uwekezaji wako, unaweza kulifanya shamba lako listahimili hali ngumu zaidi. Zungumza na afisa ugani wa kilimo wa wadi yako, hudhuria mikutano ya kaunti yako ya mipango shirikishi kwa kutumia matukio tarajiwa, na ujifunze kutoka kwa majirani ambao tayari wanalima kwa njia inayostahimili mabadiliko ya tabianchi.`,
  imageAlts: [
    'Mandhari ya mashamba wazi chini ya anga pana, ambapo hali ya hewa huamua kila msimu',
    'Mazao mabichi yakikua shambani, yakionyesha shamba linalotunzwa kwa kuzingatia tabianchi inayobadilika',
    'Shamba lenye mimea inayokua, likionyesha uzalishaji wa mazao unaostahimili hali ngumu',
  ],
  atAGlance: [
    { label: 'Mvua za masika / mvua za vuli', value: 'Machi hadi Mei / Oktoba hadi Desemba' },
    {
      label: 'Mahindi yanayostahimili ukame katika miaka ya ukame',
      value: 'Hadi kilo 600 zaidi kwa hekta, takriban kilo 240 zaidi kwa ekari',
    },
    { label: 'Mashimo ya zai', value: 'Kina cha sentimita 25 chenye samadi kilifanya vizuri sawa na sentimita 50' },
    {
      label: 'Utabiri wa msimu',
      value: 'Kutoka Idara ya Hali ya Hewa ya Kenya kabla ya kila msimu wa mvua; hudhuria warsha ya PSP ya kaunti yako',
    },
    {
      label: 'Replanting Guarantee',
      value: 'Thamani ya mbegu hurudishwa kwa M-Pesa ikiwa setilaiti zitaonyesha mvua haikutosha baada ya kupanda',
    },
  ],
}
