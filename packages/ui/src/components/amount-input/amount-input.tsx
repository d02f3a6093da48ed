'use client'

import * as React from 'react'
import { cn } from '../../lib/cn'
import { Input } from '../field/input'
import {
  ACCEPTED_AMOUNT_CHARACTERS,
  type AmountParseError,
  currencyAdornment,
  formatMinorAmount,
  parseAmount,
} from './parse-amount'

type AmountInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  /** BCP 47 locale used to read and display the amount, e.g. "de-DE". */
  locale: string
  /** ISO 4217 currency code, e.g. "EUR". */
  currency: string
  /** Controlled value in integer minor units (cents); null when empty. */
  value?: number | null | undefined
  defaultValue?: number | null | undefined
  /** Called with integer minor units, or null when empty or unreadable. */
  onValueChange?: ((minor: number | null) => void) | undefined
  /** Called when the text cannot be read as an amount, so the form can show an error. */
  onParseError?: ((error: AmountParseError) => void) | undefined
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | undefined
}

/**
 * An amount of money typed in the market's format ("1.250,50 €"), kept as integer minor units;
 * the currency symbol is shown beside the field, letters and negative amounts are refused with an
 * error.
 */
function AmountInput({
  className,
  locale,
  currency,
  value,
  defaultValue,
  onValueChange,
  onParseError,
  currencyDisplay,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...props
}: AmountInputProps) {
  const display = React.useCallback(
    (minor: number | null | undefined) =>
      minor === null || minor === undefined ? '' : formatMinorAmount(minor, locale, currency),
    [locale, currency],
  )
  const [text, setText] = React.useState(() => display(value ?? defaultValue))
  const [previousValue, setPreviousValue] = React.useState(value)
  if (value !== previousValue) {
    setPreviousValue(value)
    const current = parseAmount(text, locale, currency)
    if (value !== undefined && !(current.ok && current.minor === value)) setText(display(value))
  }

  const adornment = currencyAdornment(locale, currency, currencyDisplay)
  const currencyName = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency)
  const currencyId = `${React.useId()}-currency`
  const describedBy = [currencyId, ariaDescribedBy].filter(Boolean).join(' ')

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value
    if (!ACCEPTED_AMOUNT_CHARACTERS.test(next)) return
    setText(next)
    const result = parseAmount(next, locale, currency)
    if (result.ok) {
      onValueChange?.(result.minor)
    } else {
      onValueChange?.(null)
      onParseError?.(result.error)
    }
  }

  function handleBlur(event: React.FocusEvent<HTMLInputElement>) {
    const result = parseAmount(text, locale, currency)
    if (result.ok) setText(display(result.minor))
    onBlur?.(event)
  }

  return (
    <div
      data-slot="amount-input"
      data-adornment={adornment.position}
      className="group/amount relative flex w-full items-center"
    >
      <span
        data-slot="amount-input-adornment"
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute text-sm text-pui-muted-foreground',
          adornment.position === 'prefix' ? 'left-3' : 'right-3',
        )}
      >
        {adornment.symbol}
      </span>
      <span id={currencyId} className="sr-only">
        {currencyName}
      </span>
      <Input
        data-slot="amount-input-field"
        className={cn(
          'text-right tabular-nums',
          adornment.position === 'prefix' ? 'pl-9' : 'pr-9',
          className,
        )}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-describedby={describedBy}
        {...props}
      />
    </div>
  )
}

export type { AmountInputProps }
export { AmountInput }
