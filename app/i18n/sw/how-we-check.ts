// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { howWeCheck as enHowWeCheck } from '../en/how-we-check'

/** /sw/how-we-check: how the hub's guides are written, sourced, reviewed and corrected. */
export const howWeCheck: typeof enHowWeCheck = {
  title: 'Jinsi Tunavyokagua Miongozo Yetu',
  description:
    'Jinsi miongozo ya Tujue Ukulima inavyoandikwa, inavyotegemea vyanzo, inavyokaguliwa na kusahihishwa, na mahali pa kuthibitisha kipimo cha dawa kabla ya kukitumia.',
  lead: 'Mkulima hufuata tunachoandika: ananunua mbolea, anachanganya dawa ya kunyunyizia, anamtibu ng’ombe. Hivi ndivyo tunavyojitahidi kuandika kwa usahihi, na jinsi unavyoweza kutuambia tunapokosea.',
  sections: [
    {
      heading: 'Jinsi miongozo yetu inavyoandikwa',
      paragraphs: [
        'Kila mwongozo huandikwa na timu yetu kwa ajili ya wakulima wa Kenya na Afrika Mashariki, kwa lugha rahisi, pamoja na takwimu ambazo mkulima anahitaji shambani: nafasi ya kupanda, kiasi cha mbegu na mbolea kwa ekari, wakati wa kila kazi na vipindi vya chanjo. Takwimu muhimu zaidi zinarudiwa kwenye kisanduku cha "Kwa ufupi" juu ya kila mwongozo.',
      ],
    },
    {
      heading: 'Takwimu zinatoka wapi',
      paragraphs: [
        'Kila takwimu inatoka kwenye chanzo tulichosoma: taasisi za utafiti kama KALRO na CIMMYT, FAO, Pest Control Products Board (PCPB, bodi ya serikali inayosajili viuatilifu), vyuo vikuu na majarida ya kitaalamu yanayokaguliwa na wataalamu wenzao. Tunarejelea ukurasa wa mchapishaji mwenyewe au DOI ya utafiti, kamwe si nakala iliyowekwa kwenye tovuti ya kushiriki nyaraka, na kila mwongozo unaorodhesha vyanzo vyake mwishoni.',
        'Habari za magazeti na kurasa za makampuni zinaweza kutajwa kwa ajili ya tukio au simulizi, kamwe si kwa takwimu. Pale ambapo hatukupata chanzo asili cha takwimu fulani, hatuiandiki takwimu hiyo.',
        'Takwimu pekee zisizo na chanzo kilichochapishwa ni zetu wenyewe, kutoka kwa kazi yetu kama kampuni ya huduma za droni, kama vile ekari ngapi droni zetu hunyunyizia kwa saa. Mwongozo unaeleza pale takwimu ni yetu.',
      ],
    },
    {
      heading: 'Jinsi miongozo inavyokaguliwa',
      paragraphs: [
        'Mhariri hukagua kila mwongozo dhidi ya vyanzo vyake. Tarehe ya ukaguzi wa mwisho inaonyeshwa juu ya mwongozo kama "Ilikaguliwa mwisho".',
      ],
    },
    {
      heading: 'Jinsi makosa yanavyosahihishwa',
      paragraphs: [
        'Kila mwongozo una kiungo cha "Ripoti kosa". Kinafungua fomu yetu ya ushauri ikiwa tayari imetaja mwongozo huo: tuambie kinachoonekana kuwa si sahihi na, ukiweza, ulisoma wapi jambo tofauti. Mtaalamu hukikagua dhidi ya vyanzo, husahihisha mwongozo na kusasisha tarehe yake ya ukaguzi.',
      ],
    },
    {
      heading: 'Vipimo vya dawa, dawa za mifugo na viuatilifu',
      paragraphs: [
        'Miongozo yetu kamwe haichukui nafasi ya lebo ya bidhaa au ya mtaalamu. Kwa kipimo cha dawa ya mifugo, kiwango cha kiuatilifu au dawa ya kuua magugu, au muda wa kusubiri baada ya kutumia dawa, fuata maelekezo ya lebo ya bidhaa na umuulize daktari wa mifugo au agrovet. Tumia tu bidhaa zilizosajiliwa na Pest Control Products Board. Ripoti vifo vya ghafla vya mifugo, au ugonjwa kama ugonjwa wa miguu na midomo, ugonjwa wa vinundu vya ngozi (lumpy skin), homa ya nguruwe ya Afrika au kimeta, kwa ofisi ya huduma za mifugo ya kaunti yako.',
      ],
    },
  ],
  whoWritesHeading: 'Nani anaandika miongozo',
  whoWrites: (providerName: string) =>
    `Kituo hiki kinaendeshwa na ${providerName}, kampuni ya huduma za droni. Kwa hiyo mwongozo wetu wa Unyunyiziaji kwa Droni umeandikwa na kampuni ya huduma za droni inayouza huduma inayoieleza: usome ukizingatia hilo, na ulinganishe bei na mbinu kabla ya kumkodi mtu yeyote.`,
  reportHeading: 'Umeona kosa?',
  reportBody: 'Fungua mwongozo wowote na ubonyeze "Ripoti kosa", au utuandikie kupitia fomu ya ushauri.',
  reportLink: 'Nenda kwenye fomu ya ushauri',
  guidesLink: 'Pitia miongozo',
}
