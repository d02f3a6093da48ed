import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
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
        html: '<h1>About us</h1><p>The savings portal connects savers with partner banks. Partner banks pay us a commission; savers pay no fees.</p><p>All banks and figures shown in this sandbox are fictional.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Imprint',
    description: 'Who runs the savings portal and how to reach us.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (a fictional operator for development and review), Example Street 1, 10115 Berlin, Germany.</p><p>Email: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>The portal arranges deposits with partner banks; each bank is responsible for its own offers. All companies, banks and figures in this sandbox are fictional.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Privacy',
    description: 'Which personal data the portal processes, why, and your rights.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>What we process</h2><p>Your registration and identification data, your orders and transactions, and the messages in your postbox, to provide the accounts you open with partner banks.</p><h2>Cookies and tracking</h2><p>Necessary cookies keep your session secure. Marketing, heatmap and session recording run only with your consent, which you can change at any time through the cookie settings at the bottom of every page.</p><h2>Your rights</h2><p>You can ask for access, correction, deletion and a copy of your data, and object to processing, at <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Terms and conditions',
    description: 'The terms of using the savings portal.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>The portal is free of charge for savers. A deposit is a contract between you and the partner bank; the bank’s own product information sheet and terms apply to it.</p><p>Interest rates shown can change until the bank has accepted your order. Deposits are protected by the statutory deposit guarantee scheme of the bank’s country, up to its limit.</p>',
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
