import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Marktplatz überschreitet 100 Partnerbanken',
    teaser: 'Sparer können jetzt aus mehr als 100 Partnerbanken in zwölf Ländern wählen.',
  },
  'notice-accounts-launch': {
    title: 'Kündigungsgeld jetzt im Marktplatz',
    teaser: 'Höhere Zinsen gegen eine Kündigungsfrist von 30 bis 365 Tagen.',
  },
  'wealth-management-risk-classes': {
    title: 'Vermögensverwaltung ergänzt Geldmarkt-Portfolio',
    teaser: 'Eine fünfte Risikoklasse für alle, die Geld parken möchten.',
  },
  'savings-study-2023': {
    title: 'Sparstudie 2023: Sparer wechseln zu Festgeld',
    teaser: 'Unsere Umfrage unter 4.000 Sparern zeigt einen klaren Trend zu festen Laufzeiten.',
  },
  'interest-portfolio-launch': {
    title: 'Zinsportfolio für die Altersvorsorge',
    teaser: 'Gestaffeltes Festgeld, das bei Fälligkeit automatisch wieder angelegt wird.',
  },
  'us-marketplace-opens': {
    title: 'Marktplatz öffnet für Sparer in den USA',
    teaser: 'Einlagenzertifikate von Regionalbanken, mit Effektivzins auf einen Blick.',
  },
  'sustainable-deposits-label': {
    title: 'Neues Siegel für nachhaltige Einlagen',
    teaser:
      'Angebote von Banken, die Projekte für erneuerbare Energie finanzieren, sind jetzt gekennzeichnet.',
  },
  'app-redesign': {
    title: 'Ein neuer Kundenbereich',
    teaser: 'Schnellere Seiten, ein übersichtliches Dashboard und ein Postfach für jedes Gerät.',
  },
  'refer-a-friend': {
    title: 'Freunde werben lohnt sich doppelt',
    teaser: 'Wer das Portal empfiehlt, erhält einen Bonus auf die nächste Anlage.',
  },
  'deposit-protection-explained': {
    title: 'Einlagensicherung einfach erklärt',
    teaser: 'Ein neuer Ratgeber zeigt, wie die gesetzlichen Systeme Sparer in jedem Land schützen.',
  },
  'savings-study-2025': {
    title: 'Sparstudie 2025: Flexibilität zählt',
    teaser: 'Sparern ist täglicher Zugriff so wichtig wie der Zins.',
  },
  'business-accounts': {
    title: 'Geschäftskunden können jetzt anlegen',
    teaser:
      'Unternehmen können überschüssige Liquidität über ein Geschäftskonto bei Partnerbanken anlegen.',
  },
  'one-million-customers': {
    title: 'Eine Million Kundinnen und Kunden',
    teaser: 'Das Portal betreut jetzt eine Million Sparer in allen Märkten.',
  },
  'pension-transfer': {
    title: 'Rentenübertrag mit wenigen Klicks',
    teaser: 'Bestehende Altersvorsorge lässt sich online in das Zinsportfolio übertragen.',
  },
}

export const pressDisclaimer =
  'Alle Unternehmen, Zahlen und Personen in dieser Mitteilung sind erfunden.'
