import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Vertaile kumppanipankkien säästötarjouksia kaikkialta Euroopasta',
    description: 'Määräaikaistalletukset, käyttösäästötilit ja irtisanomistilit yhdessä paikassa.',
    blocks: [
      {
        type: 'hero',
        heading: 'Laita säästösi tekemään enemmän töitä',
        text: 'Valitse kumppanipankkien määräaikaisista ja joustavista tarjouksista ja avaa ne kaikki yhdellä tilillä.',
        cta: { label: 'Vertaile tarjouksia', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Yksi tili, monta pankkia',
            text: 'Rekisteröidy kerran ja talleta jokaiseen kumppanipankkiin ilman uusia papereita.',
            cta: { label: 'Näin se toimii', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Talletussuoja',
            text: 'Talletukset on suojattu kunkin pankin kotimaan lakisääteisellä talletussuojalla.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Varainhoito',
            text: 'Maailmanlaajuisesti hajautettu salkku alkaen 1 % vuodessa.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Korkosalkku',
            text: 'Eläkesäästämistä porrastetuilla määräajoilla.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Varainhoito',
    description: 'Edullinen, maailmanlaajuisesti hajautettu salkku, jota hoidamme puolestasi.',
    blocks: [
      {
        type: 'hero',
        heading: 'Sijoittaminen helposti',
        text: 'Valitse riskiluokka 30–100 tai rahamarkkinasalkku; me tasapainotamme puolestasi.',
        cta: { label: 'Aloita sijoittaminen', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Näin se toimii</h2><p>Rahasi hajautetaan pörssinoteerattuihin indeksirahastoihin (ETF). Pääoma on riskissä: sijoitusten arvo voi laskea tai nousta.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Korkosalkku',
    description: 'Varaudu eläkkeeseen porrastetuilla määräaikaistalletuksilla.',
    blocks: [
      {
        type: 'hero',
        heading: 'Korkosalkkusi tulevaisuutta varten',
        text: 'Jaa säästösi usealle määräajalle ja pankille, ja sijoita ne erääntyessä automaattisesti uudelleen.',
        cta: { label: 'Kokoa salkkuni', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Tietoa meistä',
    description: 'Kuka ylläpitää säästöportaalia ja miten se ansaitsee.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Tietoa meistä</h1><p>Säästöportaali yhdistää säästäjät kumppanipankkeihin. Kumppanipankit maksavat meille palkkion; säästäjät eivät maksa kuluja.</p><p>Kaikki tämän testiympäristön pankit ja luvut ovat kuvitteellisia.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Yhteystiedot',
    description: 'Kuka ylläpitää säästöportaalia ja miten tavoitat meidät.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (kuvitteellinen ylläpitäjä kehitystä ja tarkastusta varten), Example Street 1, 10115 Berliini, Saksa.</p><p>Sähköposti: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Portaali välittää talletuksia kumppanipankkeihin; jokainen pankki vastaa omista tarjouksistaan. Kaikki tämän testiympäristön yritykset, pankit ja luvut ovat kuvitteellisia.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Tietosuoja',
    description: 'Mitä henkilötietoja portaali käsittelee, miksi, ja oikeutesi.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Mitä käsittelemme</h2><p>Rekisteröitymis- ja tunnistustietosi, toimeksiantosi ja tapahtumasi sekä postilaatikkosi viestit, jotta voimme hoitaa kumppanipankkeihin avaamasi tilit.</p><h2>Evästeet ja seuranta</h2><p>Välttämättömät evästeet pitävät istuntosi turvallisena. Markkinointi, lämpökartat ja istuntojen tallennus toimivat vain suostumuksellasi, jota voit muuttaa milloin tahansa jokaisen sivun alalaidan evästeasetuksista.</p><h2>Oikeutesi</h2><p>Voit pyytää pääsyä tietoihisi, niiden oikaisemista, poistamista ja kopiota sekä vastustaa käsittelyä osoitteessa <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Käyttöehdot',
    description: 'Säästöportaalin käyttöä koskevat ehdot.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Portaali on säästäjille maksuton. Talletus on sopimus sinun ja kumppanipankin välillä; siihen sovelletaan pankin omaa tuoteselostetta ja ehtoja.</p><p>Näytetyt korot voivat muuttua, kunnes pankki on hyväksynyt toimeksiantosi. Talletukset on suojattu pankin kotimaan lakisääteisellä talletussuojalla sen enimmäismäärään asti.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Medialle',
    description: 'Lehdistötiedotteet, mediayhteydet ja logot.',
    blocks: [
      { type: 'hero', heading: 'Medialle', text: 'Uutisia säästöportaalista.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Mediayhteydet: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
