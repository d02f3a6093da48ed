import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

export const contentPages: SandboxTexts['contentPages'] = [
  {
    slug: 'home-hero',
    contentType: 'deposits_offers_table',
    title: 'Compare ofertas de ahorro de bancos asociados de toda Europa',
    description:
      'Depósitos a plazo fijo, cuentas de ahorro a la vista y cuentas con preaviso en un solo lugar.',
    blocks: [
      {
        type: 'hero',
        heading: 'Haga que sus ahorros rindan más',
        text: 'Elija entre ofertas a plazo fijo y flexibles de bancos asociados y contrátelas todas con una sola cuenta.',
        cta: { label: 'Comparar ofertas', href: '#offers' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 10 },
      {
        type: 'media_tiles',
        tiles: [
          {
            imageUrl: '/assets/content/one-account.svg',
            imageAlt: '',
            heading: 'Una cuenta, muchos bancos',
            text: 'Regístrese una vez e invierta en cada banco asociado sin nuevos trámites.',
            cta: { label: 'Cómo funciona', href: '/about' },
          },
          {
            imageUrl: '/assets/content/deposit-protection.svg',
            imageAlt: '',
            heading: 'Garantía de depósitos',
            text: 'Los depósitos están protegidos por el sistema legal de garantía del país de cada banco.',
            cta: null,
          },
        ],
      },
      {
        type: 'clickable_cards',
        cards: [
          {
            heading: 'Gestión patrimonial',
            text: 'Una cartera diversificada a nivel mundial desde el 1 % anual.',
            href: '/vermoegensverwaltung',
          },
          {
            heading: 'Cartera de intereses',
            text: 'Un plan de ahorro para la jubilación con plazos escalonados.',
            href: '/zinsportfolio',
          },
        ],
      },
    ],
  },
  {
    slug: 'vermoegensverwaltung',
    contentType: 'pages',
    title: 'Gestión patrimonial',
    description:
      'Una cartera de bajo coste, diversificada a nivel mundial y gestionada por nosotros.',
    blocks: [
      {
        type: 'hero',
        heading: 'Invertir de forma sencilla',
        text: 'Elija una clase de riesgo de 30 a 100 o la cartera monetaria; nosotros reequilibramos por usted.',
        cta: { label: 'Empezar a invertir', href: '/register' },
      },
      {
        type: 'rich_text',
        html: '<h2>Cómo funciona</h2><p>Su dinero se reparte entre fondos cotizados (ETF). Capital en riesgo: el valor de las inversiones puede bajar además de subir.</p>',
      },
    ],
  },
  {
    slug: 'zinsportfolio',
    contentType: 'pages',
    title: 'Cartera de intereses',
    description: 'Prepare su jubilación con depósitos a plazo fijo escalonados.',
    blocks: [
      {
        type: 'hero',
        heading: 'Su cartera de intereses para el futuro',
        text: 'Reparta sus ahorros entre varios plazos y bancos, y reinvierta automáticamente al vencimiento.',
        cta: { label: 'Crear mi cartera', href: '/register' },
      },
      { type: 'offers_table', productType: 'term_deposit', limit: 5 },
    ],
  },
  {
    slug: 'about',
    contentType: 'pages',
    title: 'Quiénes somos',
    description: 'Quién gestiona el portal de ahorro y cómo obtiene sus ingresos.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h1>Quiénes somos</h1><p>El portal de ahorro pone en contacto a ahorradores con bancos asociados. Los bancos asociados nos pagan una comisión; los ahorradores no pagan nada.</p><p>Todos los bancos y cifras de este entorno de pruebas son ficticios.</p>',
      },
    ],
  },
  {
    slug: 'imprint',
    contentType: 'pages',
    title: 'Aviso legal',
    description: 'Quién gestiona el portal de ahorro y cómo contactar con nosotros.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Savings Portal Sandbox (un operador ficticio para desarrollo y revisión), Example Street 1, 10115 Berlín, Alemania.</p><p>Correo electrónico: <a href="mailto:service@savings-portal.example">service@savings-portal.example</a></p><p>El portal intermedia depósitos con bancos asociados; cada banco es responsable de sus propias ofertas. Todas las empresas, bancos y cifras de este entorno de pruebas son ficticios.</p>',
      },
    ],
  },
  {
    slug: 'privacy',
    contentType: 'pages',
    title: 'Privacidad',
    description: 'Qué datos personales trata el portal, para qué y cuáles son sus derechos.',
    blocks: [
      {
        type: 'rich_text',
        html: '<h2>Qué tratamos</h2><p>Sus datos de registro e identificación, sus órdenes y movimientos, y los mensajes de su buzón, para gestionar las cuentas que abra en bancos asociados.</p><h2>Cookies y seguimiento</h2><p>Las cookies necesarias mantienen segura su sesión. El marketing, los mapas de calor y la grabación de sesiones solo funcionan con su consentimiento, que puede cambiar en cualquier momento en la configuración de cookies al pie de cada página.</p><h2>Sus derechos</h2><p>Puede solicitar el acceso, la rectificación, la supresión y una copia de sus datos, así como oponerse al tratamiento, en <a href="mailto:privacy@savings-portal.example">privacy@savings-portal.example</a>.</p>',
      },
    ],
  },
  {
    slug: 'terms',
    contentType: 'pages',
    title: 'Términos y condiciones',
    description: 'Las condiciones de uso del portal de ahorro.',
    blocks: [
      {
        type: 'rich_text',
        html: '<p>El portal es gratuito para los ahorradores. Un depósito es un contrato entre usted y el banco asociado; se rigen por él la ficha de información del producto y las condiciones del banco.</p><p>Los tipos de interés mostrados pueden cambiar hasta que el banco haya aceptado su orden. Los depósitos están protegidos por el sistema legal de garantía de depósitos del país del banco, hasta su límite.</p>',
      },
    ],
  },
  {
    slug: 'press',
    contentType: 'press_page',
    title: 'Prensa',
    description: 'Notas de prensa, contactos para medios y logotipos.',
    blocks: [
      { type: 'hero', heading: 'Prensa', text: 'Novedades del portal de ahorro.', cta: null },
      {
        type: 'rich_text',
        html: '<p>Contacto para medios: <a href="mailto:press@savings-portal.example">press@savings-portal.example</a></p>',
      },
    ],
  },
]
