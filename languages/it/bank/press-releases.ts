import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Il marketplace supera le 100 banche partner',
    teaser: 'I risparmiatori possono ora scegliere tra più di 100 banche partner in dodici paesi.',
  },
  'notice-accounts-launch': {
    title: 'I conti con preavviso arrivano sul marketplace',
    teaser: 'Tassi più alti in cambio di un preavviso da 30 a 365 giorni.',
  },
  'wealth-management-risk-classes': {
    title: 'La gestione patrimoniale aggiunge il portafoglio monetario',
    teaser: 'Una quinta classe di rischio per chi vuole parcheggiare la liquidità.',
  },
  'savings-study-2023': {
    title: 'Studio sul risparmio 2023: i risparmiatori passano al vincolato',
    teaser:
      'Il nostro sondaggio su 4.000 risparmiatori mostra una chiara svolta verso le scadenze fisse.',
  },
  'interest-portfolio-launch': {
    title: 'Portafoglio a interesse per il risparmio previdenziale',
    teaser:
      'Conti deposito vincolati scaglionati che si reinvestono automaticamente alla scadenza.',
  },
  'us-marketplace-opens': {
    title: 'Il marketplace si apre ai risparmiatori statunitensi',
    teaser: 'Certificati di deposito di banche locali, con il rendimento annuo in evidenza.',
  },
  'sustainable-deposits-label': {
    title: 'Nuovo marchio per i depositi sostenibili',
    teaser:
      'Le offerte delle banche che finanziano progetti di energia rinnovabile sono ora contrassegnate.',
  },
  'app-redesign': {
    title: 'Una nuova area clienti',
    teaser:
      'Pagine più veloci, una dashboard più chiara e una casella di posta che funziona su ogni dispositivo.',
  },
  'refer-a-friend': {
    title: 'Presenta un amico e ricevete entrambi un bonus',
    teaser: 'I clienti che consigliano il portale ricevono un bonus sul prossimo deposito.',
  },
  'deposit-protection-explained': {
    title: 'La tutela dei depositi spiegata',
    teaser:
      'Una nuova guida mostra come i sistemi di garanzia proteggono i risparmiatori in ogni paese.',
  },
  'savings-study-2025': {
    title: 'Studio sul risparmio 2025: conta la flessibilità',
    teaser: 'Per i risparmiatori la disponibilità conta quanto il tasso.',
  },
  'business-accounts': {
    title: 'Ora anche le imprese possono investire',
    teaser:
      'Le aziende possono collocare la liquidità in eccesso presso banche partner con un conto business.',
  },
  'one-million-customers': {
    title: 'Un milione di clienti',
    teaser: 'Il portale serve ora un milione di risparmiatori nei suoi mercati.',
  },
  'pension-transfer': {
    title: 'Trasferimento della previdenza in pochi clic',
    teaser:
      'Il risparmio previdenziale esistente può essere trasferito online nel portafoglio a interesse.',
  },
}

export const pressDisclaimer =
  'Tutte le società, le cifre e le persone di questo comunicato sono fittizie.'
