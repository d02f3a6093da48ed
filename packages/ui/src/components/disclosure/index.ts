export * from './disclosure'
