import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Platforma przekracza 100 banków partnerskich',
    teaser:
      'Oszczędzający mogą teraz wybierać spośród ponad 100 banków partnerskich w dwunastu krajach.',
  },
  'notice-accounts-launch': {
    title: 'Rachunki z okresem wypowiedzenia na platformie',
    teaser: 'Wyższe oprocentowanie w zamian za okres wypowiedzenia od 30 do 365 dni.',
  },
  'wealth-management-risk-classes': {
    title: 'Zarządzanie majątkiem z portfelem pieniężnym',
    teaser: 'Piąta klasa ryzyka dla tych, którzy chcą przechować gotówkę.',
  },
  'savings-study-2023': {
    title: 'Badanie oszczędności 2023: oszczędzający wybierają lokaty terminowe',
    teaser: 'Nasza ankieta wśród 4000 oszczędzających pokazuje wyraźny zwrot ku stałym terminom.',
  },
  'interest-portfolio-launch': {
    title: 'Portfel odsetkowy dla oszczędzających na emeryturę',
    teaser: 'Lokaty o rozłożonych terminach, automatycznie odnawiane w dniu zapadalności.',
  },
  'us-marketplace-opens': {
    title: 'Platforma otwiera się dla oszczędzających z USA',
    teaser: 'Certyfikaty depozytowe banków lokalnych z rocznym zyskiem podanym od razu.',
  },
  'sustainable-deposits-label': {
    title: 'Nowe oznaczenie dla zrównoważonych lokat',
    teaser: 'Oferty banków finansujących projekty energii odnawialnej są teraz wyróżnione.',
  },
  'app-redesign': {
    title: 'Nowa strefa klienta',
    teaser: 'Szybsze strony, czytelniejszy pulpit i skrzynka działająca na każdym urządzeniu.',
  },
  'refer-a-friend': {
    title: 'Poleć znajomego, a oboje otrzymacie premię',
    teaser: 'Klienci polecający portal otrzymują premię przy następnej lokacie.',
  },
  'deposit-protection-explained': {
    title: 'Gwarancja depozytów w prostych słowach',
    teaser: 'Nowy poradnik pokazuje, jak ustawowe systemy chronią oszczędzających w każdym kraju.',
  },
  'savings-study-2025': {
    title: 'Badanie oszczędności 2025: liczy się elastyczność',
    teaser: 'Dostęp do pieniędzy jest dla oszczędzających tak samo ważny jak oprocentowanie.',
  },
  'business-accounts': {
    title: 'Klienci firmowi mogą teraz lokować środki',
    teaser: 'Firmy mogą lokować nadwyżki płynności w bankach partnerskich przez konto firmowe.',
  },
  'one-million-customers': {
    title: 'Milion klientów',
    teaser: 'Portal obsługuje teraz milion oszczędzających na swoich rynkach.',
  },
  'pension-transfer': {
    title: 'Przeniesienie oszczędności emerytalnych w kilka kliknięć',
    teaser: 'Istniejące oszczędności emerytalne można przenieść online do portfela odsetkowego.',
  },
}

export const pressDisclaimer = 'Wszystkie firmy, liczby i osoby w tym komunikacie są fikcyjne.'
