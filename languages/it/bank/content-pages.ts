import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Confronta le offerte di risparmio delle banche partner in Europa',
    description:
      'Conti deposito vincolati, conti deposito liberi e conti con preavviso in un unico posto.',
    blocks: [
      {
        type: 'hero',
        heading: 'Faccia rendere di più i Suoi risparmi',
        text: 'Scelga tra le offerte vincolate e flessibili delle banche partner e le apra tutte con un solo conto.',
        cta: { label: 'Confronta le offerte', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Un conto, tante banche',
            text: 'Si registri una volta e investa presso ogni banca partner senza nuove pratiche.',
            cta: { label: 'Come funziona', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Tutela dei depositi',
            text: 'I depositi sono tutelati dal sistema di garanzia previsto dalla legge del paese di ciascuna banca.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Gestione patrimoniale',
            text: 'Un portafoglio diversificato a livello mondiale a partire dall’1 % annuo.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Portafoglio a interesse',
            text: 'Un piano di risparmio previdenziale con scadenze scaglionate.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Gestione patrimoniale',
    description:
      'Un portafoglio a basso costo, diversificato a livello mondiale e gestito per Lei.',
    blocks: [
      {
        type: 'hero',
        heading: 'Investire in modo semplice',
        text: 'Scelga una classe di rischio da 30 a 100 o il portafoglio monetario; ribilanciamo noi per Lei.',
        cta: { label: 'Inizia a investire', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Come funziona</h2><p>Il Suo denaro viene ripartito tra fondi indicizzati quotati (ETF). Capitale a rischio: il valore degli investimenti può scendere oltre che salire.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Portafoglio a interesse',
    description: 'Pianifichi la pensione con conti deposito vincolati a scadenze scaglionate.',
    blocks: [
      {
        type: 'hero',
        heading: 'Il Suo portafoglio a interesse per il futuro',
        text: 'Ripartisca i Suoi risparmi su più scadenze e banche e reinvesta automaticamente alla scadenza.',
        cta: { label: 'Crea il mio portafoglio', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Chi siamo',
    description: 'Chi gestisce il portale del risparmio e come si remunera.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Chi siamo</h1><p>Il portale del risparmio mette in contatto i risparmiatori con banche partner. Le banche partner ci pagano una commissione; i risparmiatori non pagano nulla.</p><p>Tutte le banche e tutte le cifre di questo ambiente di prova sono fittizie.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Note legali',
    description: 'Chi gestisce il portale del risparmio e come contattarci.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (un gestore fittizio per sviluppo e collaudo), Example Street 1, 10115 Berlino, Germania.</p><p>E-mail: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Il portale intermedia depositi presso banche partner; ogni banca è responsabile delle proprie offerte. Tutte le società, le banche e le cifre di questo ambiente di prova sono fittizie.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Privacy',
    description: 'Quali dati personali tratta il portale, perché, e i Suoi diritti.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Che cosa trattiamo</h2><p>I Suoi dati di registrazione e di identificazione, i Suoi ordini e movimenti e i messaggi della Sua casella di posta, per gestire i conti che apre presso le banche partner.</p><h2>Cookie e tracciamento</h2><p>I cookie necessari mantengono sicura la Sua sessione. Marketing, mappe di calore e registrazione delle sessioni funzionano solo con il Suo consenso, che può modificare in qualsiasi momento nelle impostazioni dei cookie in fondo a ogni pagina.</p><h2>I Suoi diritti</h2><p>Può chiedere l’accesso, la rettifica, la cancellazione e una copia dei Suoi dati, e opporsi al trattamento, scrivendo a <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Termini e condizioni',
    description: 'Le condizioni di utilizzo del portale del risparmio.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Il portale è gratuito per i risparmiatori. Un deposito è un contratto tra Lei e la banca partner; si applicano il foglio informativo e le condizioni della banca.</p><p>I tassi indicati possono cambiare finché la banca non ha accettato il Suo ordine. I depositi sono tutelati dal sistema di garanzia dei depositi previsto dalla legge del paese della banca, fino al relativo limite.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Stampa',
    description: 'Comunicati stampa, contatti per i media e loghi.',
    blocks: [
      { type: 'hero', heading: 'Stampa', text: 'Le novità del portale del risparmio.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Contatto stampa: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
