export type { AmountInputProps } from './amount-input'
export { AmountInput } from './amount-input'
export type { AmountParseError, AmountParseResult } from './parse-amount'
export { currencyAdornment, formatMinorAmount, parseAmount } from './parse-amount'
