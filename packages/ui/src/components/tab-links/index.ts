export * from './tab-links'
