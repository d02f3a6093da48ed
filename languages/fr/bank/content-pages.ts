import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Comparez les offres d’épargne de banques partenaires en Europe',
    description:
      'Dépôts à terme, comptes d’épargne à vue et comptes à préavis réunis en un seul endroit.',
    blocks: [
      {
        type: 'hero',
        heading: 'Faites travailler votre épargne',
        text: 'Choisissez parmi les offres à terme et flexibles de nos banques partenaires et ouvrez-les toutes avec un seul compte.',
        cta: { label: 'Comparer les offres', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Un compte, de nombreuses banques',
            text: 'Inscrivez-vous une fois et placez votre argent auprès de chaque banque partenaire sans nouvelles formalités.',
            cta: { label: 'Comment ça marche', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Garantie des dépôts',
            text: 'Les dépôts sont protégés par le système légal de garantie du pays de chaque banque.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Gestion de patrimoine',
            text: 'Un portefeuille diversifié dans le monde entier, à partir de 1 % par an.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Portefeuille de taux',
            text: 'Une épargne retraite avec des durées échelonnées.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Gestion de patrimoine',
    description: 'Un portefeuille peu coûteux, diversifié dans le monde entier et géré pour vous.',
    blocks: [
      {
        type: 'hero',
        heading: 'Investir en toute simplicité',
        text: 'Choisissez une classe de risque de 30 à 100 ou le portefeuille monétaire ; nous rééquilibrons pour vous.',
        cta: { label: 'Commencer à investir', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Comment ça marche</h2><p>Votre argent est réparti sur des fonds indiciels cotés (ETF). Risque de perte en capital : la valeur des placements peut baisser comme monter.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Portefeuille de taux',
    description: 'Préparez votre retraite avec des dépôts à terme échelonnés.',
    blocks: [
      {
        type: 'hero',
        heading: 'Votre portefeuille de taux pour plus tard',
        text: 'Répartissez votre épargne sur plusieurs durées et banques, et réinvestissez automatiquement à l’échéance.',
        cta: { label: 'Composer mon portefeuille', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Qui sommes-nous',
    description: 'Qui exploite le portail d’épargne et comment il se rémunère.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Qui sommes-nous</h1><p>Le portail d’épargne met en relation les épargnants avec des banques partenaires. Les banques partenaires nous versent une commission ; les épargnants ne paient aucuns frais.</p><p>Toutes les banques et tous les chiffres de ce bac à sable sont fictifs.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Mentions légales',
    description: 'Qui exploite le portail d’épargne et comment nous joindre.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (un exploitant fictif pour le développement et la recette), Example Street 1, 10115 Berlin, Allemagne.</p><p>E-mail : <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Le portail intermédie des dépôts auprès de banques partenaires ; chaque banque est responsable de ses propres offres. Toutes les sociétés, banques et chiffres de ce bac à sable sont fictifs.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Protection des données',
    description: 'Quelles données personnelles le portail traite, pourquoi, et vos droits.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Ce que nous traitons</h2><p>Vos données d’inscription et d’identification, vos ordres et opérations ainsi que les messages de votre messagerie, afin de gérer les comptes que vous ouvrez auprès des banques partenaires.</p><h2>Cookies et suivi</h2><p>Les cookies nécessaires sécurisent votre session. Le marketing, les cartes de chaleur et l’enregistrement de session ne fonctionnent qu’avec votre consentement, que vous pouvez modifier à tout moment via les paramètres des cookies en bas de chaque page.</p><h2>Vos droits</h2><p>Vous pouvez demander l’accès, la rectification, l’effacement et une copie de vos données, et vous opposer au traitement, à l’adresse <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Conditions générales',
    description: 'Les conditions d’utilisation du portail d’épargne.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Le portail est gratuit pour les épargnants. Un dépôt est un contrat entre vous et la banque partenaire ; le document d’information et les conditions de la banque s’y appliquent.</p><p>Les taux affichés peuvent changer jusqu’à ce que la banque ait accepté votre ordre. Les dépôts sont protégés par le système légal de garantie des dépôts du pays de la banque, dans la limite de son plafond.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Presse',
    description: 'Communiqués de presse, contacts presse et logos.',
    blocks: [
      { type: 'hero', heading: 'Presse', text: 'Les actualités du portail d’épargne.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Contact presse : <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
