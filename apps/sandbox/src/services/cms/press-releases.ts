import type { PressRelease } from '@portal/api-clients/contracts/content'

type ReleaseText = Pick<PressRelease, 'title' | 'teaser'>

interface ReleaseSource {
  slug: string
  publishedOn: string
  en: ReleaseText
  de: ReleaseText
}

/** Fictional press releases, oldest first. */
const releases: readonly ReleaseSource[] = [
  release(
    '2023-02-14',
    'marketplace-passes-100-partner-banks',
    [
      'Marketplace passes 100 partner banks',
      'Savers can now choose from more than 100 partner banks in twelve countries.',
    ],
    [
      'Marktplatz überschreitet 100 Partnerbanken',
      'Sparer können jetzt aus mehr als 100 Partnerbanken in zwölf Ländern wählen.',
    ],
  ),
  release(
    '2023-04-03',
    'notice-accounts-launch',
    [
      'Notice accounts join the marketplace',
      'Higher rates in exchange for a notice period of 30 to 365 days.',
    ],
    [
      'Kündigungsgeld jetzt im Marktplatz',
      'Höhere Zinsen gegen eine Kündigungsfrist von 30 bis 365 Tagen.',
    ],
  ),
  release(
    '2023-06-21',
    'wealth-management-risk-classes',
    [
      'Wealth management adds the money market portfolio',
      'A fifth risk class for investors who want to park cash.',
    ],
    [
      'Vermögensverwaltung ergänzt Geldmarkt-Portfolio',
      'Eine fünfte Risikoklasse für alle, die Geld parken möchten.',
    ],
  ),
  release(
    '2023-09-12',
    'savings-study-2023',
    [
      'Savings study 2023: savers switch to term deposits',
      'Our survey of 4,000 savers shows a clear shift to fixed terms.',
    ],
    [
      'Sparstudie 2023: Sparer wechseln zu Festgeld',
      'Unsere Umfrage unter 4.000 Sparern zeigt einen klaren Trend zu festen Laufzeiten.',
    ],
  ),
  release(
    '2023-11-30',
    'interest-portfolio-launch',
    [
      'Interest portfolio for retirement savers',
      'Laddered term deposits that reinvest automatically at maturity.',
    ],
    [
      'Zinsportfolio für die Altersvorsorge',
      'Gestaffeltes Festgeld, das bei Fälligkeit automatisch wieder angelegt wird.',
    ],
  ),
  release(
    '2024-01-18',
    'us-marketplace-opens',
    [
      'Marketplace opens for US savers',
      'Certificates of deposit from community banks, with APY shown up front.',
    ],
    [
      'Marktplatz öffnet für Sparer in den USA',
      'Einlagenzertifikate von Regionalbanken, mit Effektivzins auf einen Blick.',
    ],
  ),
  release(
    '2024-03-07',
    'sustainable-deposits-label',
    [
      'New label for sustainable deposits',
      'Offers of banks that lend to renewable energy projects are now marked.',
    ],
    [
      'Neues Siegel für nachhaltige Einlagen',
      'Angebote von Banken, die Projekte für erneuerbare Energie finanzieren, sind jetzt gekennzeichnet.',
    ],
  ),
  release(
    '2024-05-22',
    'app-redesign',
    [
      'A new customer area',
      'Faster pages, a clearer dashboard and a postbox that works on every device.',
    ],
    [
      'Ein neuer Kundenbereich',
      'Schnellere Seiten, ein übersichtliches Dashboard und ein Postfach für jedes Gerät.',
    ],
  ),
  release(
    '2024-08-09',
    'refer-a-friend',
    [
      'Refer a friend and both earn a bonus',
      'Customers who recommend the portal receive a bonus on their next deposit.',
    ],
    [
      'Freunde werben lohnt sich doppelt',
      'Wer das Portal empfiehlt, erhält einen Bonus auf die nächste Anlage.',
    ],
  ),
  release(
    '2024-10-15',
    'deposit-protection-explained',
    [
      'Deposit protection explained',
      'A new guide shows how statutory schemes protect savers in each country.',
    ],
    [
      'Einlagensicherung einfach erklärt',
      'Ein neuer Ratgeber zeigt, wie die gesetzlichen Systeme Sparer in jedem Land schützen.',
    ],
  ),
  release(
    '2025-01-28',
    'savings-study-2025',
    ['Savings study 2025: flexibility matters', 'Savers value easy access as much as the rate.'],
    [
      'Sparstudie 2025: Flexibilität zählt',
      'Sparern ist täglicher Zugriff so wichtig wie der Zins.',
    ],
  ),
  release(
    '2025-04-10',
    'business-accounts',
    [
      'Business customers can now invest',
      'Companies can place surplus cash with partner banks through a business account.',
    ],
    [
      'Geschäftskunden können jetzt anlegen',
      'Unternehmen können überschüssige Liquidität über ein Geschäftskonto bei Partnerbanken anlegen.',
    ],
  ),
  release(
    '2025-06-03',
    'one-million-customers',
    ['One million customers', 'The portal now serves one million savers across its markets.'],
    [
      'Eine Million Kundinnen und Kunden',
      'Das Portal betreut jetzt eine Million Sparer in allen Märkten.',
    ],
  ),
  release(
    '2025-09-16',
    'pension-transfer',
    [
      'Pension transfers in a few clicks',
      'Existing pension savings can be moved into the interest portfolio online.',
    ],
    [
      'Rentenübertrag mit wenigen Klicks',
      'Bestehende Altersvorsorge lässt sich online in das Zinsportfolio übertragen.',
    ],
  ),
]

function release(
  publishedOn: string,
  slug: string,
  [enTitle, enTeaser]: [string, string],
  [deTitle, deTeaser]: [string, string],
): ReleaseSource {
  return {
    slug,
    publishedOn,
    en: { title: enTitle, teaser: enTeaser },
    de: { title: deTitle, teaser: deTeaser },
  }
}

/** All releases in the language, newest first (the content locale picks `de` or `en`). */
export function pressReleasesIn(language: 'de' | 'en'): PressReleaseInLanguage[] {
  return [...releases]
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
    .map((source) => ({ slug: source.slug, publishedOn: source.publishedOn, ...source[language] }))
}

export interface PressReleaseInLanguage extends ReleaseText {
  slug: string
  publishedOn: string
}

const disclaimer = {
  en: 'All companies, figures and people in this release are fictional.',
  de: 'Alle Unternehmen, Zahlen und Personen in dieser Mitteilung sind erfunden.',
}

export function pressReleaseHtml(release: PressReleaseInLanguage, language: 'de' | 'en'): string {
  return `<p><strong>${release.teaser}</strong></p><p>${disclaimer[language]}</p>`
}
