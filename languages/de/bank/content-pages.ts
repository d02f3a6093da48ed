import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Festgeld und Tagesgeld von Partnerbanken vergleichen',
    description: 'Festgeld, Tagesgeld und Kündigungsgeld an einem Ort.',
    blocks: [
      {
        type: 'hero',
        heading: 'Mehr Zinsen für Ihr Erspartes',
        text: 'Wählen Sie aus Angeboten europäischer Partnerbanken und legen Sie alles mit einem Konto an.',
        cta: { label: 'Angebote vergleichen', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Ein Konto, viele Banken',
            text: 'Einmal registrieren und bei allen Partnerbanken ohne neuen Papierkram anlegen.',
            cta: { label: 'So funktioniert es', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Einlagensicherung',
            text: 'Einlagen sind durch die gesetzliche Einlagensicherung des jeweiligen Landes geschützt.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Vermögensverwaltung',
            text: 'Weltweit gestreut anlegen ab 1 % im Jahr.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Zinsportfolio',
            text: 'Für später vorsorgen mit gestaffelten Laufzeiten.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Vermögensverwaltung',
    description: 'Ein kostengünstiges, weltweit gestreutes Portfolio, für Sie verwaltet.',
    blocks: [
      {
        type: 'hero',
        heading: 'Einfach anlegen',
        text: 'Wählen Sie eine Risikoklasse von 30 bis 100 oder das Geldmarkt-Portfolio; wir gleichen für Sie aus.',
        cta: { label: 'Jetzt anlegen', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>So funktioniert es</h2><p>Ihr Geld wird auf börsengehandelte Indexfonds verteilt. Kapitalanlagen sind mit Risiken verbunden; der Wert kann fallen oder steigen.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Zinsportfolio',
    description: 'Für den Ruhestand vorsorgen mit gestaffeltem Festgeld.',
    blocks: [
      {
        type: 'hero',
        heading: 'Ihr Zinsportfolio für später',
        text: 'Verteilen Sie Ihr Erspartes auf mehrere Laufzeiten und Banken und legen Sie bei Fälligkeit automatisch wieder an.',
        cta: { label: 'Portfolio zusammenstellen', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Über uns',
    description: 'Wer das Sparportal betreibt und wie es Geld verdient.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Über uns</h1><p>Das Sparportal verbindet Sparerinnen und Sparer mit Partnerbanken. Die Partnerbanken zahlen uns eine Provision; für Sie ist es kostenlos.</p><p>Alle Banken und Zahlen in dieser Sandbox sind erfunden.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Impressum',
    description: 'Wer das Sparportal betreibt und wie Sie uns erreichen.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Sparportal Sandbox (ein erfundener Betreiber für Entwicklung und Abnahme), Beispielstraße 1, 10115 Berlin.</p><p>E-Mail: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Das Portal vermittelt Einlagen bei Partnerbanken; für ihre Angebote ist jede Bank selbst verantwortlich. Alle Unternehmen, Banken und Zahlen in dieser Sandbox sind erfunden.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Datenschutz',
    description: 'Welche personenbezogenen Daten das Portal verarbeitet, wozu, und Ihre Rechte.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Was wir verarbeiten</h2><p>Ihre Registrierungs- und Identifizierungsdaten, Ihre Aufträge und Umsätze sowie die Nachrichten in Ihrem Postfach, um die Konten bei Partnerbanken zu führen, die Sie eröffnen.</p><h2>Cookies und Tracking</h2><p>Notwendige Cookies halten Ihre Sitzung sicher. Marketing, Heatmap und Sitzungsaufzeichnung laufen nur mit Ihrer Einwilligung, die Sie jederzeit über die Cookie-Einstellungen unten auf jeder Seite ändern können.</p><h2>Ihre Rechte</h2><p>Auskunft, Berichtigung, Löschung und eine Kopie Ihrer Daten sowie Widerspruch gegen die Verarbeitung erhalten Sie unter <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'AGB',
    description: 'Die Bedingungen für die Nutzung des Sparportals.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Für Sparerinnen und Sparer ist das Portal kostenlos. Eine Einlage ist ein Vertrag zwischen Ihnen und der Partnerbank; für sie gelten das Produktinformationsblatt und die Bedingungen der Bank.</p><p>Angezeigte Zinssätze können sich ändern, bis die Bank Ihren Auftrag angenommen hat. Einlagen sind durch die gesetzliche Einlagensicherung des Landes der Bank bis zu deren Höchstbetrag geschützt.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Presse',
    description: 'Pressemitteilungen, Ansprechpartner und Logos.',
    blocks: [
      { type: 'hero', heading: 'Presse', text: 'Neuigkeiten rund um das Sparportal.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Pressekontakt: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
