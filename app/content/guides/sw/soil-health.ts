import type { TopicGuideTextInput } from '../../schema'

export const guide: TopicGuideTextInput = {
  slug: 'soil-health',
  title: 'Afya ya Udongo',
  description:
    'Pima udongo wako, rekebisha asidi kwa chokaa, ongeza viumbe hai kwa mboji na mikunde, na zuia mmomonyoko kwenye ardhi ya mteremko.',
  summary:
    'Udongo wenye afya hulisha mazao yako, hushika maji wakati wa jua kali na hufanya kila mfuko wa mbolea ufanye kazi zaidi. Mwongozo huu unawaonyesha wakulima wa Kenya jinsi ya kupima udongo, kuweka chokaa kwenye mashamba yenye asidi, kutengeneza mboji, kutumia matandazo, mikunde na mzunguko wa mazao, na kulinda miteremko kwa matuta ya ngazi ya fanya juu na vipande vya nyasi.',
  body: `Udongo ndio msingi wa kila shamba. Udongo wenye afya hunyonya mvua na kuishika hata baada ya manyunyu kuisha, hulisha mazao kwa utaratibu msimu mzima, na hausombwi na maji mvua kubwa zinaponyesha. Hata hivyo, kote nchini Kenya mashamba mengi yamechoka. Miaka mingi ya kupanda mahindi bila mzunguko wa mazao, kuchoma au kuondoa mabaki ya mazao, na mmomonyoko kwenye miteremko imeacha udongo ukiwa na asidi, ukiwa na viumbe hai kidogo na ukikosa virutubisho.

Habari njema ni kwamba udongo unaweza kujengwa upya, msimu mmoja baada ya mwingine. Mwongozo huu unaeleza jinsi ya kupima udongo wako, kurekebisha asidi kwa chokaa, kuongeza viumbe hai kwa mboji, samadi, matandazo na mikunde, kuzuia mmomonyoko kwa matuta ya ngazi na vipande vya nyasi, na kutumia mbolea kwa busara ili kila shilingi ilete mavuno bora.

1. Maana ya Afya ya Udongo

Afya ya udongo ni uwezo wa udongo kufanya kazi kama mfumo hai unaotegemeza mimea, wanyama na watu. Udongo wenye afya si uchafu tu: umejaa mizizi, minyoo ya ardhini, kuvu na viumbe vidogo visivyohesabika vinavyooza mabaki ya mimea na kutoa virutubisho kwa ajili ya zao linalofuata.

Udongo wenye afya kwa kawaida huonyesha dalili hizi:

- **Rangi nyeusi na umbile linalofumuka kwa urahisi:** ishara ya viumbe hai vya kutosha.
- **Uhai mwingi:** minyoo ya ardhini na wadudu wadogo unapogeuza bonge la udongo kwa jembe.
- **Maji hupenya vizuri na kushikwa vizuri:** mvua huingia ardhini badala ya kutiririka au kutuama kama vidimbwi.
- **Asidi iliyo sawia (pH):** si asidi nyingi mno, ili mizizi iweze kufyonza virutubisho.
- **Virutubisho vya kutosha:** naitrojeni, fosforasi, potasiamu na vinginevyo, katika hali ambayo mizizi inaweza kutumia.

2. Faida za Udongo Wenye Afya

✓ **Mavuno mengi na ya kutegemewa:** mazao hupata maji na virutubisho yanavyohitaji, hata kipindi kifupi cha jua kali kinapopita.
✓ **Mbolea inalipa zaidi:** mbolea hufanya kazi vizuri zaidi kwenye udongo wenye pH sahihi na viumbe hai vya kutosha.
✓ **Mmomonyoko mdogo:** udongo uliofunikwa na wenye umbile zuri hubaki mahali pake wakati wa mvua kubwa za masika na za vuli.
✓ **Mimea yenye nguvu:** mazao yaliyolishwa vizuri huvumilia madhara ya wadudu vizuri zaidi na hupona haraka.
✓ **Kustahimili mabadiliko ya tabianchi:** udongo wenye viumbe hai vingi huhifadhi maji zaidi na kaboni zaidi.

3. Matatizo Muhimu ya Udongo katika Mashamba ya Kenya

- **Udongo wenye asidi:** asidi ni tatizo la kawaida katika maeneo yenye mvua nyingi ya magharibi, Nyanza na kati mwa Kenya, zikiwemo kaunti kama Kisii, Migori, Busia, Bungoma, Kakamega, Kericho, Uasin Gishu, Murang'a, Nyeri, Embu na Meru. Wizara ya Kilimo inakadiria kwamba takriban asilimia 50 ya wakulima wadogo wa magharibi mwa Kenya huenda wanalima udongo wenye pH chini ya 5.5. Katika udongo wa aina hiyo, alumini huwa sumu kwa mizizi, na kalsiamu, magnesiamu na fosforasi huwa vigumu kwa mazao kufyonza.
- **Viumbe hai kidogo:** kuondoa au kuchoma mabua na kulima mwaka baada ya mwaka bila samadi huacha udongo ukiwa mweupe, mgumu na usioweza kushika maji.
- **Kumaliza virutubisho:** kila mavuno huondoa virutubisho shambani. Visiporudishwa, mavuno hupungua msimu baada ya msimu.
- **Mmomonyoko:** kwenye miteremko, mvua kubwa husomba udongo wa juu, ambao ndio sehemu yenye rutuba zaidi ya shamba.
- **Udongo kushindiliwa na tabaka gumu:** kuchimba au kulima kwa kina kilekile mara kwa mara, na wanyama kukanyaga shamba, kunaweza kuunda tabaka ngumu ambazo mizizi na maji haviwezi kupenya.

Zingatia: mbolea zinazoongeza asidi kama DAP, mvua nyingi zinazosomba virutubisho, na mmomonyoko, vyote husukuma udongo kuelekea asidi kadiri muda unavyopita, kwa hivyo mashamba yaliyokuwa sawa miaka iliyopita huenda yakahitaji kupimwa sasa. Kwa mfano, Kaunti ya Uasin Gishu iliondoa DAP kwenye mbolea yake ya ruzuku kwa sababu udongo wake umeongezeka asidi.

4. Hatua za Kupima Udongo Wako na Kurekebisha Asidi

Kubahatisha ni kupoteza pesa. Kipimo cha udongo kinakuambia pH, kiwango cha viumbe hai na cha virutubisho, na kiasi cha chokaa na aina ya mbolea ya kuweka. Huduma ya kupima udongo hutolewa na maabara za KALRO, baadhi ya serikali za kaunti, vyuo vikuu na maabara za binafsi. Muulize afisa ugani wa kilimo wa wadi yako huduma iliyo karibu zaidi iko wapi na inahitaji nini kutoka kwako.

Jinsi ya kuchukua sampuli nzuri ya udongo:

- **Hatua ya 1 – Gawa shamba lako:** kila sampuli iwakilishe udongo unaofanana kwa sura na tabia; uliza maabara sampuli moja inaweza kuwakilisha eneo kubwa kiasi gani. Chukua sampuli tofauti kwa sehemu zinazotofautiana kwa rangi, umbile, mteremko, jinsi maji yanavyopita, jinsi zilivyotunzwa zamani au jinsi mazao yanavyostawi.
- **Hatua ya 2 – Kusanya sampuli ndogo nyingi:** tembea katika eneo hilo kwa mwendo wa zigizaga na uchukue sampuli ndogo nyingi kwa auga, jembe au panga, kwa idadi na kina ambacho maabara inaomba: kwa mazao yenye mizizi mifupi kama mahindi, maharagwe na mboga, huo ni udongo wa juu ambamo mizizi hulisha.
- **Hatua ya 3 – Epuka sehemu zisizo za kawaida:** usichukue sampuli kwenye vichuguu, mahali palipokuwa na lundo la samadi zamani, mahali ambapo mabaki ya mazao yalirundikwa au kuchomwa, wala mahali ambapo mbolea imewekwa hivi karibuni.
- **Hatua ya 4 – Changanya na ufungashe:** changanya vizuri sampuli ndogo zote katika ndoo safi, kisha jaza mfuko safi kiasi ambacho maabara inahitaji.
- **Hatua ya 5 – Weka lebo na upeleke mapema:** andika jina lako, shamba na tarehe kwenye mfuko, na uupeleke muda mrefu kabla ya kupanda ili upate majibu mapema na kununua pembejeo kwa wakati.
- **Hatua ya 6 – Rudia:** pima tena kila baada ya miaka mitatu hadi minne, au mapema zaidi ikiwa mazao yataanza kudorora.

Kurekebisha asidi kwa chokaa:

- **Kazi ya chokaa:** chokaa ya kilimo huinua pH ya udongo, hupunguza sumu ya alumini, huongeza kalsiamu, husaidia mikunde kunasa naitrojeni na hurahisisha mazao kupata fosforasi.
- **Kiasi cha kutumia:** kiwango sahihi hutegemea udongo wako, kwa hivyo fuata kila mara ushauri ulio kwenye ripoti ya kipimo chako. Wataalamu wa udongo wa JKUAT wanaonya kwamba kuweka chokaa kidogo mno huacha tatizo bila kutatuliwa, na kuweka nyingi mno kunaweza pia kupunguza mavuno.
- **Jinsi ya kuweka:** sambaza chokaa sawasawa kabla ya kupanda na uichanganye na udongo wa juu ili ifike kwenye mizizi. Chokaa hufanya kazi polepole, kwa hivyo endelea na mbinu nyingine nzuri wakati inafanya kazi.

Kidokezo: chokaa na viumbe hai hufanya kazi vizuri zaidi pamoja. Weka chokaa kulingana na majibu ya kipimo chako, na uendelee kuongeza mboji au samadi ili udongo ubaki katika hali nzuri baada ya pH kuimarika.

5. Mbinu Muhimu za Kujenga na Kulinda Udongo Wako

Ongeza viumbe hai kwa mboji na samadi:

- **Chagua lundo au shimo:** lundo lililojengwa juu ya ardhi linafaa maeneo yenye mvua nyingi kwa sababu halijai maji. Shimo linafaa maeneo makavu kwa sababu hushika unyevu; lisiwe na kina kirefu mno, ili malighafi iliyo chini bado ipate hewa na ioze.
- **Chagua mahali pazuri:** pasipopigwa na upepo wala maji yanayotiririka, penye kivuli dhidi ya jua kali, na karibu na shamba utakapotumia mboji. Lundo liwe jembamba kiasi cha kuweza kuligeuza kwa urahisi.
- **Jenga kwa matabaka:** anza na malighafi kavu iliyo ngumu kama mabua ya mahindi, kisha malighafi mbichi kama magugu, nyasi, maua ya alizeti pori (tithonia) au takataka za jikoni, kisha samadi ya mifugo, majivu kidogo na tabaka jembamba la udongo wa juu. Mwagilia kila tabaka maji na urudie.
- **Kagua na ugeuze:** chomeka fimbo ndefu ndani ya lundo. Ikitoka ikiwa na joto na unyevu, lundo linafanya kazi; ikiwa baridi, ongeza maji au malighafi mbichi mpya. Geuza lundo baada ya wiki mbili hadi tatu. Kwa kawaida mboji huwa tayari baada ya wiki sita hadi tisa, kutegemea malighafi, inapokuwa nyeusi, inafumuka kwa urahisi na ina harufu ya udongo.

Funika udongo:

- **Matandazo:** tandaza mabaki ya mazao, nyasi kavu au matawi yaliyopogolewa kati ya mistari ya mazao. Matandazo huweka udongo baridi na wenye unyevu, huzuia magugu na hukinga uso wa udongo dhidi ya matone makali ya mvua.
- **Mazao ya kufunika udongo na mikunde:** maharagwe, kunde, njahi (lablab), mukuna (mucuna) na desmodium huongeza naitrojeni na hufunika ardhi. Katika utafiti uliofanywa katika eneo la mkondo wa maji la Gathwariga, Kenya, vipande vya mahindi yaliyopandwa peke yake vilipoteza udongo mara 9 zaidi kuliko mahindi yaliyochanganywa na mukuna, na mukuna bado ulikuwa umefunika ardhi karibu miezi 7 baada ya kupanda.

Panda na ulime kwa busara zaidi:

- **Mzunguko wa mazao:** usipande mahindi kwenye kipande kilekile msimu baada ya msimu. Badilisha nafaka na mikunde, mazao ya mizizi na mboga ili kuvunja mzunguko wa wadudu na kusawazisha matumizi ya virutubisho.
- **Kulima kidogo:** vuruga udongo pale tu ambapo mbegu na mbolea zinawekwa, kwa kutumia mashimo ya kupandia, kipandio cha mkono (jab planter) au ripa (ripper). Kuacha sehemu iliyobaki bila kuvurugwa hulinda viumbe hai wa udongo na umbile lake. Pamoja na kufunika udongo na mzunguko wa mazao, huu ndio msingi wa kilimo hifadhi.
- **Mbolea sahihi, kiasi sahihi:** tumia aina na kiasi ambacho kipimo cha udongo kinapendekeza, iweke karibu na mbegu badala ya kuimwaga kote shambani, na uichanganye na samadi au mboji. Kwa mahindi, kiwango cha jumla cha KALRO ni kilo 50 za DAP kwa ekari wakati wa kupanda, lakini kwenye udongo wenye asidi KALRO inapendekeza kuweka chokaa, au kutumia mbolea ya kupandia yenye uwezo wa kupunguza asidi badala ya DAP. Mwongozo wa uzalishaji wa mazao unaonyesha jinsi ya kupima kiasi hicho kwa kila shimo la kupandia.
- **Viwango vya samadi:** kwa mahindi, KALRO inatoa tani 4 za samadi ya zizini kwa ekari samadi inapotumika peke yake. Ukiitumia pamoja na mbolea ya viwandani, tumia nusu ya kiwango cha kila moja.

Zuia mmomonyoko kwenye miteremko:

- **Matuta ya ngazi ya fanya juu:** kama jina linavyosema, udongo unatupwa juu. Chimba mtaro kufuata kontua na utupe udongo upande wa juu wa mteremko ili kuunda ukingo. Kwa kawaida hujengwa kwenye miteremko ya takriban asilimia 5 hadi 20, mtaro ukiwa na kina cha takriban sentimita 50 hadi 60, na kadiri mteremko ulivyo mkali ndivyo kingo zinavyokaribiana zaidi. Baada ya muda, ardhi iliyo kati yake husawazika na kuwa matuta ya ngazi.
- **Fanya chini:** hapa udongo hutupwa upande wa chini wa mteremko, na kuugawa mteremko mrefu kuwa sehemu fupi ili maji yapunguze kasi na kupenya ardhini.
- **Vipande vya nyasi na ua:** panda majani tembo (Napier) au nyasi nyingine za lishe kwenye kingo za matuta ya ngazi na kufuata kontua. Mizizi hushikilia ukingo, na nyasi hulisha mifugo yako.
- **Matunzo:** hakikisha kingo zinajengwa hadi kimo kinachofaa kila msimu. Maji yakifurika juu ya ukingo mmoja, yanaweza kuvunja kingo zilizo chini yake moja baada ya nyingine.

Kidokezo cha kitaalamu: unapokata lishe kwenye kingo za matuta yako ya ngazi, acha visiki vya kutosha ili nyasi ziote upya haraka, ili ukingo usibaki wazi wakati wa mvua.

6. Changamoto na Jinsi ya Kuzikabili

- **Chokaa ni nzito na ghali:** wakulima wengi huona chokaa kuwa ghali na ngumu kusafirisha. Nunueni pamoja kama kikundi cha wakulima ili mgawane gharama ya usafiri, na uanze na shamba lako bora ambapo faida ina uwezekano mkubwa zaidi.
- **Samadi haitoshi:** tengeneza mboji kwa kila kipande cha mabaki ya mazao, magugu na takataka za jikoni, panda mikunde kwa mzunguko, na ufuge mifugo michache bandani ili samadi iweze kukusanywa.
- **Mabua yanahitajika kwa ng'ombe na pia kwa matandazo:** yagawe. Lisha sehemu, acha sehemu shambani, na upande nyasi za lishe kwenye kingo za matuta ya ngazi ili mabaki ya mazao yabaki juu ya udongo.
- **Matuta ya ngazi yanahitaji nguvu kazi nyingi:** fanyeni kazi kwa vikundi, mkichimba shamba la mwanachama mmoja baada ya mwingine wakati wa kiangazi.
- **Kukodisha ardhi:** wakulima ambao hawatarajii kuendelea kulima kipande kilekile mara chache huwekeza katika matuta ya ngazi. Inapowezekana, kubaliana na wenye ardhi mikataba ya muda mrefu zaidi, na utumie mbinu zinazoleta faida haraka kama matandazo, mboji na mikunde.

7. Mfano Halisi: Miteremko Yenye Matuta ya Ngazi huko Tulia

Huko Tulia, eneo la kilimo lenye ukame kiasi nchini Kenya, wakulima kama Cecilia Mwai Kimanzi waligeuza miteremko yao kuwa mashamba ya matuta ya ngazi kwa kutumia zana rahisi za mkono. Wale ambao hawakuweza kulipa vibarua waliunda vikundi na kuchimba matuta ya ngazi katika mashamba ya kila mmoja wao. Maji na udongo uliokuwa ukisombwa sasa vilinaswa na kingo na kulisha mazao. Gazeti la Christian Science Monitor liliripoti mwaka 1988 kwamba uzalishaji wa maharagwe na mahindi ulikuwa umeongezeka zaidi ya mara mbili kwenye mashamba yenye matuta ya ngazi nchini Kenya.

Kufikia wakati huo, gazeti la Monitor liliripoti, zaidi ya nusu ya mashamba ya Kenya ambayo yangeweza kufaidika na matuta ya ngazi yalikuwa nayo. Yakichanganywa na samadi au mbolea, matuta ya ngazi huleta mavuno makubwa zaidi, na nyasi za lishe kwenye kingo hulisha ng'ombe wa familia. Katika utafiti wa Gathwariga, wakulima waliojaribu mikunde ya kufunika udongo walipenda matokeo kiasi kwamba asilimia 84 yao waliendelea kupanda mukuna wenyewe ili kudhibiti mmomonyoko katika maeneo yaliyoharibika.

8. Hitimisho

Udongo wenye afya ni kama akaunti ya akiba ya mkulima: kila mzigo wa mboji, kila mstari uliotandazwa na kila tuta la ngazi linalotunzwa vizuri huiongeza. Anza kwa kupima udongo wako, weka chokaa kwenye mashamba yenye asidi, lisha udongo kwa viumbe hai, uufunike, badilisha mazao kwa mzunguko, na ulinde miteremko dhidi ya mmomonyoko. Afisa ugani wa wadi yako, kituo cha KALRO na huduma za kupima udongo za kaunti yako wanaweza kukusaidia kusoma majibu yako na kupanga hatua inayofuata.

Kumbuka: kuboresha udongo huchukua muda. Weka kumbukumbu za unachoweka shambani na unachovuna, nawe utaona tofauti ikiongezeka msimu baada ya msimu.`,
  imageAlts: [
    'Mimea michanga ikikua katika udongo mweusi wenye afya wa bustani',
    'Shamba lililolimwa lenye mistari ya mazao yanayokua udongoni',
    'Udongo wa shamba ukionekana kwa karibu, msingi hai unaolisha kila zao',
  ],
  atAGlance: [
    {
      label: 'Wakulima wadogo wa magharibi mwa Kenya wenye udongo wa asidi',
      value: 'Takriban asilimia 50 hulima udongo wenye pH chini ya 5.5',
    },
    {
      label: 'Chokaa',
      value: 'Kulingana na kipimo cha udongo, si kwa kubahatisha: kidogo mno au nyingi mno hupunguza mavuno',
    },
    {
      label: 'DAP kwa mahindi',
      value: 'Kilo 50 kwa ekari; kwenye udongo wenye asidi tumia chokaa au mbolea inayopunguza asidi badala yake',
    },
    {
      label: 'Samadi ya zizini kwa mahindi',
      value: 'Tani 4 kwa ekari ikitumika peke yake, au nusu yake pamoja na nusu ya kiwango cha mbolea',
    },
    {
      label: 'Mazao ya kufunika udongo',
      value: 'Mahindi peke yake yalipoteza udongo mara 9 zaidi kuliko mahindi na mukuna',
    },
    {
      label: 'Matuta ya ngazi ya fanya juu',
      value: 'Miteremko ya asilimia 5 hadi 20, mtaro wenye kina cha sentimita 50 hadi 60',
    },
  ],
}
