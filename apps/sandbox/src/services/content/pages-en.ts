import type { ContentPage } from '@portal/api-clients/contracts/content'

type PageText = Omit<ContentPage, 'locale'>

/** English pages; every other locale without its own text falls back to these. */
export const englishPages: readonly PageText[] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Compare savings offers from partner banks across Europe',
    description: 'Term deposits, overnight money and notice accounts in one place.',
    blocks: [
      {
        type: 'hero',
        heading: 'Make your savings work harder',
        text: 'Choose from fixed-term and flexible offers of partner banks, open them all with one account.',
        cta: { label: 'Compare offers', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'One account, many banks',
            text: 'Register once and invest with every partner bank without new paperwork.',
            cta: { label: 'How it works', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Deposit protection',
            text: 'Deposits are protected by the statutory scheme of each bank’s country.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Wealth management',
            text: 'A globally diversified portfolio from 1 % a year.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Interest portfolio',
            text: 'A pension-style savings plan with laddered terms.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Wealth management',
    description: 'A low-cost, globally diversified portfolio managed for you.',
    blocks: [
      {
        type: 'hero',
        heading: 'Investing made simple',
        text: 'Choose a risk class from 30 to 100 or the money market portfolio; we rebalance for you.',
        cta: { label: 'Start investing', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>How it works</h2><p>Your money is spread across exchange-traded funds. Capital at risk: the value of investments can fall as well as rise.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Interest portfolio',
    description: 'Plan for retirement with laddered term deposits.',
    blocks: [
      {
        type: 'hero',
        heading: 'Your interest portfolio for later',
        text: 'Spread your savings over several terms and banks, and reinvest automatically at maturity.',
        cta: { label: 'Build my portfolio', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'About us',
    description: 'Who runs the savings portal and how it earns its money.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>About us</h1><p>The savings portal connects savers with partner banks across Europe and the US. Partner banks pay us a commission; savers pay no fees.</p><p>All banks and figures shown in this sandbox are fictional.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Press',
    description: 'Press releases, media contacts and logos.',
    blocks: [
      { type: 'hero', heading: 'Press', text: 'News about the savings portal.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Media contact: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
