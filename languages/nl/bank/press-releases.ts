import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Marktplaats passeert 100 partnerbanken',
    teaser: 'Spaarders kunnen nu kiezen uit meer dan 100 partnerbanken in twaalf landen.',
  },
  'notice-accounts-launch': {
    title: 'Opzegrekeningen op de marktplaats',
    teaser: 'Hogere rente in ruil voor een opzegtermijn van 30 tot 365 dagen.',
  },
  'wealth-management-risk-classes': {
    title: 'Vermogensbeheer voegt geldmarktportefeuille toe',
    teaser: 'Een vijfde risicoklasse voor wie geld wil parkeren.',
  },
  'savings-study-2023': {
    title: 'Spaaronderzoek 2023: spaarders kiezen voor deposito’s',
    teaser:
      'Onze enquête onder 4.000 spaarders toont een duidelijke verschuiving naar vaste looptijden.',
  },
  'interest-portfolio-launch': {
    title: 'Renteportefeuille voor pensioensparen',
    teaser: 'Gespreide deposito’s die op de einddatum automatisch opnieuw worden ingelegd.',
  },
  'us-marketplace-opens': {
    title: 'Marktplaats opent voor Amerikaanse spaarders',
    teaser: 'Certificates of deposit van regionale banken, met het jaarrendement direct zichtbaar.',
  },
  'sustainable-deposits-label': {
    title: 'Nieuw keurmerk voor duurzame deposito’s',
    teaser:
      'Aanbiedingen van banken die projecten voor hernieuwbare energie financieren, zijn nu gemarkeerd.',
  },
  'app-redesign': {
    title: 'Een nieuwe klantomgeving',
    teaser:
      'Snellere pagina’s, een overzichtelijker dashboard en een postvak dat op elk apparaat werkt.',
  },
  'refer-a-friend': {
    title: 'Breng een vriend aan en ontvang allebei een bonus',
    teaser: 'Klanten die het portaal aanbevelen, ontvangen een bonus op hun volgende deposito.',
  },
  'deposit-protection-explained': {
    title: 'Depositogarantie uitgelegd',
    teaser: 'Een nieuwe gids laat zien hoe wettelijke stelsels spaarders in elk land beschermen.',
  },
  'savings-study-2025': {
    title: 'Spaaronderzoek 2025: flexibiliteit telt',
    teaser: 'Spaarders vinden vrije opneembaarheid even belangrijk als de rente.',
  },
  'business-accounts': {
    title: 'Zakelijke klanten kunnen nu sparen',
    teaser:
      'Bedrijven kunnen overtollige liquiditeit via een zakelijke rekening bij partnerbanken wegzetten.',
  },
  'one-million-customers': {
    title: 'Eén miljoen klanten',
    teaser: 'Het portaal bedient nu een miljoen spaarders in zijn markten.',
  },
  'pension-transfer': {
    title: 'Pensioen overdragen in een paar klikken',
    teaser: 'Bestaand pensioenvermogen kan online worden overgedragen naar de renteportefeuille.',
  },
}

export const pressDisclaimer =
  'Alle bedrijven, cijfers en personen in dit persbericht zijn fictief.'
