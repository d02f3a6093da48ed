/**
 * What the browser loads after the page, on first use of the prognosis form: the model and its
 * validation (big.js, the fund universe). The page's first load ships only the form.
 */
export { evaluatePrognosis } from './prognosis-form'
