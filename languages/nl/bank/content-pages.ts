import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Vergelijk spaaraanbiedingen van partnerbanken in heel Europa',
    description: 'Deposito’s, internetsparen en opzegrekeningen op één plek.',
    blocks: [
      {
        type: 'hero',
        heading: 'Laat uw spaargeld harder werken',
        text: 'Kies uit vaste en flexibele aanbiedingen van partnerbanken en open ze allemaal met één rekening.',
        cta: { label: 'Aanbiedingen vergelijken', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Eén rekening, veel banken',
            text: 'Registreer u één keer en spaar bij elke partnerbank zonder nieuw papierwerk.',
            cta: { label: 'Zo werkt het', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Depositogarantie',
            text: 'Tegoeden zijn beschermd door het wettelijke garantiestelsel van het land van elke bank.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Vermogensbeheer',
            text: 'Een wereldwijd gespreide portefeuille vanaf 1 % per jaar.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Renteportefeuille',
            text: 'Sparen voor later met gespreide looptijden.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Vermogensbeheer',
    description: 'Een voordelige, wereldwijd gespreide portefeuille die voor u wordt beheerd.',
    blocks: [
      {
        type: 'hero',
        heading: 'Eenvoudig beleggen',
        text: 'Kies een risicoklasse van 30 tot 100 of de geldmarktportefeuille; wij herbalanceren voor u.',
        cta: { label: 'Beginnen met beleggen', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Zo werkt het</h2><p>Uw geld wordt verdeeld over beursgenoteerde indexfondsen (ETF’s). Beleggen brengt risico’s mee: de waarde van beleggingen kan dalen en stijgen.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Renteportefeuille',
    description: 'Sparen voor uw pensioen met gespreide deposito’s.',
    blocks: [
      {
        type: 'hero',
        heading: 'Uw renteportefeuille voor later',
        text: 'Verdeel uw spaargeld over meerdere looptijden en banken en leg op de einddatum automatisch opnieuw in.',
        cta: { label: 'Mijn portefeuille samenstellen', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Over ons',
    description: 'Wie het spaarportaal exploiteert en hoe het zijn geld verdient.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Over ons</h1><p>Het spaarportaal brengt spaarders in contact met partnerbanken. Partnerbanken betalen ons een provisie; spaarders betalen geen kosten.</p><p>Alle banken en cijfers in deze sandbox zijn fictief.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Colofon',
    description: 'Wie het spaarportaal exploiteert en hoe u ons bereikt.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (een fictieve exploitant voor ontwikkeling en beoordeling), Example Street 1, 10115 Berlijn, Duitsland.</p><p>E-mail: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Het portaal bemiddelt deposito’s bij partnerbanken; elke bank is verantwoordelijk voor haar eigen aanbiedingen. Alle bedrijven, banken en cijfers in deze sandbox zijn fictief.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Privacy',
    description: 'Welke persoonsgegevens het portaal verwerkt, waarom, en uw rechten.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Wat wij verwerken</h2><p>Uw registratie- en identificatiegegevens, uw opdrachten en transacties en de berichten in uw postvak, om de rekeningen te beheren die u bij partnerbanken opent.</p><h2>Cookies en tracking</h2><p>Noodzakelijke cookies houden uw sessie veilig. Marketing, heatmaps en sessie-opnames werken alleen met uw toestemming, die u op elk moment kunt wijzigen via de cookie-instellingen onderaan elke pagina.</p><h2>Uw rechten</h2><p>U kunt inzage, correctie, verwijdering en een kopie van uw gegevens vragen en bezwaar maken tegen de verwerking via <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Algemene voorwaarden',
    description: 'De voorwaarden voor het gebruik van het spaarportaal.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Het portaal is gratis voor spaarders. Een deposito is een overeenkomst tussen u en de partnerbank; de productinformatie en voorwaarden van de bank zijn daarop van toepassing.</p><p>Getoonde rentetarieven kunnen wijzigen totdat de bank uw opdracht heeft aanvaard. Tegoeden zijn beschermd door het wettelijke depositogarantiestelsel van het land van de bank, tot het maximumbedrag daarvan.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Pers',
    description: 'Persberichten, perscontacten en logo’s.',
    blocks: [
      { type: 'hero', heading: 'Pers', text: 'Nieuws over het spaarportaal.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Perscontact: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
