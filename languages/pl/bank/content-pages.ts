import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Porównaj oferty oszczędnościowe banków partnerskich z całej Europy',
    description:
      'Lokaty terminowe, konta oszczędnościowe i rachunki z okresem wypowiedzenia w jednym miejscu.',
    blocks: [
      {
        type: 'hero',
        heading: 'Niech Twoje oszczędności pracują lepiej',
        text: 'Wybieraj spośród lokat terminowych i elastycznych ofert banków partnerskich i otwieraj je wszystkie jednym kontem.',
        cta: { label: 'Porównaj oferty', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Jedno konto, wiele banków',
            text: 'Zarejestruj się raz i oszczędzaj w każdym banku partnerskim bez nowych formalności.',
            cta: { label: 'Jak to działa', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Gwarancja depozytów',
            text: 'Depozyty są chronione przez ustawowy system gwarantowania kraju każdego banku.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Zarządzanie majątkiem',
            text: 'Portfel zdywersyfikowany na całym świecie już od 1 % rocznie.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Portfel odsetkowy',
            text: 'Plan oszczędzania na emeryturę z rozłożonymi terminami.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Zarządzanie majątkiem',
    description: 'Tani, globalnie zdywersyfikowany portfel zarządzany za Ciebie.',
    blocks: [
      {
        type: 'hero',
        heading: 'Inwestowanie po prostu',
        text: 'Wybierz klasę ryzyka od 30 do 100 albo portfel pieniężny; rebalansowanie robimy za Ciebie.',
        cta: { label: 'Zacznij inwestować', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Jak to działa</h2><p>Twoje pieniądze są rozkładane na fundusze notowane na giełdzie (ETF). Kapitał jest narażony na ryzyko: wartość inwestycji może spaść, a nie tylko wzrosnąć.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Portfel odsetkowy',
    description: 'Oszczędzaj na emeryturę z lokatami o rozłożonych terminach.',
    blocks: [
      {
        type: 'hero',
        heading: 'Twój portfel odsetkowy na przyszłość',
        text: 'Rozłóż oszczędności na kilka terminów i banków, a w dniu zapadalności reinwestuj je automatycznie.',
        cta: { label: 'Zbuduj mój portfel', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'O nas',
    description: 'Kto prowadzi portal oszczędnościowy i jak zarabia.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>O nas</h1><p>Portal oszczędnościowy łączy oszczędzających z bankami partnerskimi. Banki partnerskie płacą nam prowizję; oszczędzający nie ponoszą żadnych opłat.</p><p>Wszystkie banki i liczby w tym środowisku testowym są fikcyjne.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Nota prawna',
    description: 'Kto prowadzi portal oszczędnościowy i jak się z nami skontaktować.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (fikcyjny operator do celów rozwoju i odbioru), Example Street 1, 10115 Berlin, Niemcy.</p><p>E-mail: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>Portal pośredniczy w lokatach w bankach partnerskich; każdy bank odpowiada za własne oferty. Wszystkie firmy, banki i liczby w tym środowisku testowym są fikcyjne.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Prywatność',
    description: 'Jakie dane osobowe przetwarza portal, w jakim celu i jakie masz prawa.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Co przetwarzamy</h2><p>Twoje dane rejestracyjne i identyfikacyjne, Twoje zlecenia i transakcje oraz wiadomości w Twojej skrzynce, aby prowadzić konta, które otwierasz w bankach partnerskich.</p><h2>Pliki cookie i śledzenie</h2><p>Niezbędne pliki cookie chronią Twoją sesję. Marketing, mapy cieplne i nagrywanie sesji działają tylko za Twoją zgodą, którą możesz w każdej chwili zmienić w ustawieniach plików cookie na dole każdej strony.</p><h2>Twoje prawa</h2><p>Możesz zażądać dostępu do swoich danych, ich sprostowania, usunięcia i kopii oraz sprzeciwić się przetwarzaniu pod adresem <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Regulamin',
    description: 'Warunki korzystania z portalu oszczędnościowego.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Portal jest bezpłatny dla oszczędzających. Lokata to umowa między Tobą a bankiem partnerskim; obowiązują do niej karta informacyjna produktu i warunki banku.</p><p>Pokazane oprocentowanie może się zmienić, dopóki bank nie przyjmie Twojego zlecenia. Depozyty są chronione przez ustawowy system gwarantowania depozytów kraju banku, do jego limitu.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Dla mediów',
    description: 'Komunikaty prasowe, kontakty dla mediów i logotypy.',
    blocks: [
      {
        type: 'hero',
        heading: 'Dla mediów',
        text: 'Aktualności portalu oszczędnościowego.',
        cta: null,
      },
      {
        type: 'rich_text',
        html: '<p>Kontakt dla mediów: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
