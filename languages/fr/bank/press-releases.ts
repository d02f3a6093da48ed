import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'La place de marché dépasse 100 banques partenaires',
    teaser:
      'Les épargnants peuvent désormais choisir parmi plus de 100 banques partenaires dans douze pays.',
  },
  'notice-accounts-launch': {
    title: 'Les comptes à préavis arrivent sur la place de marché',
    teaser: 'Des taux plus élevés en échange d’un préavis de 30 à 365 jours.',
  },
  'wealth-management-risk-classes': {
    title: 'La gestion de patrimoine ajoute le portefeuille monétaire',
    teaser:
      'Une cinquième classe de risque pour les investisseurs qui veulent placer leurs liquidités.',
  },
  'savings-study-2023': {
    title: 'Étude épargne 2023 : les épargnants passent au dépôt à terme',
    teaser: 'Notre enquête auprès de 4 000 épargnants montre un net virage vers les durées fixes.',
  },
  'interest-portfolio-launch': {
    title: 'Un portefeuille de taux pour préparer la retraite',
    teaser: 'Des dépôts à terme échelonnés, réinvestis automatiquement à l’échéance.',
  },
  'us-marketplace-opens': {
    title: 'La place de marché s’ouvre aux épargnants américains',
    teaser:
      'Des certificats de dépôt de banques régionales, avec le rendement annuel affiché d’emblée.',
  },
  'sustainable-deposits-label': {
    title: 'Un nouveau label pour les dépôts durables',
    teaser:
      'Les offres des banques qui financent des projets d’énergie renouvelable sont désormais signalées.',
  },
  'app-redesign': {
    title: 'Un nouvel espace client',
    teaser:
      'Des pages plus rapides, un tableau de bord plus clair et une messagerie qui fonctionne sur tous les appareils.',
  },
  'refer-a-friend': {
    title: 'Parrainez un ami et recevez tous deux une prime',
    teaser: 'Les clients qui recommandent le portail reçoivent une prime sur leur prochain dépôt.',
  },
  'deposit-protection-explained': {
    title: 'La garantie des dépôts expliquée',
    teaser:
      'Un nouveau guide montre comment les systèmes légaux protègent les épargnants dans chaque pays.',
  },
  'savings-study-2025': {
    title: 'Étude épargne 2025 : la flexibilité compte',
    teaser: 'Les épargnants accordent autant d’importance à la disponibilité qu’au taux.',
  },
  'business-accounts': {
    title: 'Les clients professionnels peuvent désormais placer',
    teaser:
      'Les entreprises peuvent placer leurs excédents de trésorerie auprès de banques partenaires via un compte professionnel.',
  },
  'one-million-customers': {
    title: 'Un million de clients',
    teaser: 'Le portail accompagne désormais un million d’épargnants sur ses marchés.',
  },
  'pension-transfer': {
    title: 'Transférer son épargne retraite en quelques clics',
    teaser:
      'L’épargne retraite existante peut être transférée en ligne vers le portefeuille de taux.',
  },
}

export const pressDisclaimer =
  'Toutes les sociétés, tous les chiffres et toutes les personnes de ce communiqué sont fictifs.'
