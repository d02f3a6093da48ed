/** Vite's `?raw` import: the file's text (the Tokens story reads the theme from styles.css). */
declare module '*.css?raw' {
  const text: string
  export default text
}
