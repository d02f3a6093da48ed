// Stylesheets the stories import for their side effects (TypeScript 7 checks such imports).
declare module '*.css'
