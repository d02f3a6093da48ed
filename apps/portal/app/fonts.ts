import localFont from 'next/font/local'

// Inter from the @fontsource-variable package: builds have no internet, so no Google fonts.
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})
