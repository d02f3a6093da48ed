import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'La plataforma supera los 100 bancos asociados',
    teaser: 'Los ahorradores ya pueden elegir entre más de 100 bancos asociados en doce países.',
  },
  'notice-accounts-launch': {
    title: 'Las cuentas con preaviso llegan a la plataforma',
    teaser: 'Tipos más altos a cambio de un preaviso de 30 a 365 días.',
  },
  'wealth-management-risk-classes': {
    title: 'La gestión patrimonial añade la cartera monetaria',
    teaser: 'Una quinta clase de riesgo para quienes quieren aparcar liquidez.',
  },
  'savings-study-2023': {
    title: 'Estudio de ahorro 2023: los ahorradores se pasan al plazo fijo',
    teaser: 'Nuestra encuesta a 4.000 ahorradores muestra un claro giro hacia los plazos fijos.',
  },
  'interest-portfolio-launch': {
    title: 'Cartera de intereses para ahorrar para la jubilación',
    teaser: 'Depósitos a plazo fijo escalonados que se reinvierten automáticamente al vencimiento.',
  },
  'us-marketplace-opens': {
    title: 'La plataforma abre a los ahorradores de EE. UU.',
    teaser: 'Certificados de depósito de bancos regionales, con la rentabilidad anual a la vista.',
  },
  'sustainable-deposits-label': {
    title: 'Nuevo distintivo para depósitos sostenibles',
    teaser:
      'Las ofertas de bancos que financian proyectos de energías renovables ya aparecen señaladas.',
  },
  'app-redesign': {
    title: 'Una nueva área de cliente',
    teaser:
      'Páginas más rápidas, un panel más claro y un buzón que funciona en cualquier dispositivo.',
  },
  'refer-a-friend': {
    title: 'Recomiende a un amigo y ambos recibirán una prima',
    teaser: 'Los clientes que recomiendan el portal reciben una prima en su próximo depósito.',
  },
  'deposit-protection-explained': {
    title: 'La garantía de depósitos, explicada',
    teaser:
      'Una nueva guía muestra cómo los sistemas legales protegen a los ahorradores en cada país.',
  },
  'savings-study-2025': {
    title: 'Estudio de ahorro 2025: la flexibilidad importa',
    teaser: 'Los ahorradores valoran tanto la disponibilidad como el tipo de interés.',
  },
  'business-accounts': {
    title: 'Los clientes empresa ya pueden invertir',
    teaser:
      'Las empresas pueden colocar su liquidez excedente en bancos asociados mediante una cuenta de empresa.',
  },
  'one-million-customers': {
    title: 'Un millón de clientes',
    teaser: 'El portal atiende ya a un millón de ahorradores en sus mercados.',
  },
  'pension-transfer': {
    title: 'Traspasos de planes de pensiones en pocos clics',
    teaser:
      'El ahorro para la jubilación existente puede traspasarse en línea a la cartera de intereses.',
  },
}

export const pressDisclaimer = 'Todas las empresas, cifras y personas de esta nota son ficticias.'
