import localFont from 'next/font/local'

// Inter from the @fontsource-variable package: builds have no internet, so no Google fonts.
// `optional`: a first visit on a slow line keeps the size-adjusted fallback rather than repainting
// every text when Inter arrives (that late repaint was the page's largest contentful paint); the
// preloaded font is used as soon as it is cached.
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
})
