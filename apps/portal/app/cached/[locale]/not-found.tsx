// The same localised not-found page as app/[locale], inside the cached document.
export { default } from '../../[locale]/not-found'
