'use client'

import { formatAmountInput, formatMoney } from '@portal/domain/format'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { AmountInput, parseAmount } from '@portal/ui/amount-input'
import { SubmitButton } from '@portal/ui/button'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import type { MoneyOutSource, ReferenceAccountView } from '@/lib/money-out/money-out-sources'
import { isWithdrawalAmountError, type WithdrawalState } from '@/lib/money-out/withdrawal-form'
import { usePortalLocale } from '@/lib/page/use-portal-locale'
import { MtanStep } from './mtan-step'

/** The amount the field's error gives as an example, in the field's own format. */
const exampleAmountMinor = 50_000

export type WithdrawalAction = (state: WithdrawalState, form: FormData) => Promise<WithdrawalState>

interface WithdrawalFlowProps {
  sources: readonly MoneyOutSource[]
  reference: ReferenceAccountView
  /** Generated when the page rendered: a resubmitted confirmation pays out once. */
  idempotencyKey: string
  action: WithdrawalAction
  initialState?: WithdrawalState
  transactionsHref: string
}

function initialDetails(source: string): WithdrawalState {
  return { step: 'details', amount: '', source }
}

/** Source and amount → mTAN sent by SMS → code confirmed → paid out to the reference account. */
export function WithdrawalFlow(props: WithdrawalFlowProps) {
  const locale = usePortalLocale()
  const { sources, reference, idempotencyKey, action, transactionsHref } = props
  const t = useTranslations('Money.withdrawal')
  const first = sources[0]?.id ?? ''
  const [state, formAction] = useActionState(action, props.initialState ?? initialDetails(first))
  const [sourceId, setSourceId] = useState(state.source || first)
  const source = sources.find((candidate) => candidate.id === sourceId) ?? sources[0]
  // React resets the form after its action: a controlled select then falls back to the option
  // marked as default (the first), while the amount shown is the chosen source's. Marking the
  // chosen option as the default keeps the choice through the reset.
  const sourceSelect = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    for (const option of sourceSelect.current?.options ?? []) {
      option.defaultSelected = option.value === source?.id
    }
  })
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale)

  if (state.step === 'done') {
    return (
      <Alert variant="success" data-testid="withdrawal-done">
        <AlertDescription>
          {reference.account.scheme === 'aba'
            ? t('doneAba', {
                amount: money(state.amountMinor, state.currency),
                lastFour: reference.account.accountNumber.slice(-4),
              })
            : t('done', {
                amount: money(state.amountMinor, state.currency),
                iban: reference.account.iban,
              })}{' '}
          <a className="underline" href={transactionsHref}>
            {t('toTransactions')}
          </a>
        </AlertDescription>
      </Alert>
    )
  }
  if (!source) {
    return (
      <Alert variant="info" data-testid="withdrawal-empty">
        <AlertDescription>{t('empty')}</AlertDescription>
      </Alert>
    )
  }
  const amountError = isWithdrawalAmountError(state.error) ? state.error : undefined
  const inField = amountError || state.error === 'wrongCode' || state.error === 'codeFormat'
  const formError = state.error && !inField ? state.error : undefined
  const typed = parseAmount(state.amount, locale, source.currency)

  return (
    <form
      action={formAction}
      className="max-w-xl space-y-4"
      data-testid="withdrawal-form"
      noValidate
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="payeeIban" value={reference.key} />
      {formError ? (
        <Alert variant="danger" data-testid="withdrawal-error">
          <AlertDescription>
            {formError === 'tooManyChallenges'
              ? t('errors.tooManyChallenges', {
                  minutes: state.step === 'details' ? (state.retryAfterMinutes ?? 0) : 0,
                })
              : t(`errors.${formError}`)}
          </AlertDescription>
        </Alert>
      ) : null}
      <p data-testid="withdrawal-payee">
        {reference.account.scheme === 'aba'
          ? t('payeeAba', {
              holder: reference.holder,
              routingNumber: reference.account.routingNumber,
              accountNumber: reference.account.accountNumber,
              bank: reference.bankName,
            })
          : t('payee', {
              holder: reference.holder,
              iban: reference.account.iban,
              bank: reference.bankName,
            })}
      </p>
      {state.step === 'code' ? (
        <MtanStep
          state={state}
          amountText={money(state.amountMinor, source.currency)}
          sourceLabel={t(`sources.${source.kind}`, { bank: source.bankName ?? '' })}
        />
      ) : (
        <>
          <input type="hidden" name="intent" value="requestCode" />
          <Field label={t('source')}>
            <NativeSelect
              ref={sourceSelect}
              name="source"
              value={source.id}
              onChange={(event) => setSourceId(event.target.value)}
              data-testid="withdrawal-source"
            >
              {sources.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {t('sourceOption', {
                    source: t(`sources.${candidate.kind}`, { bank: candidate.bankName ?? '' }),
                    available: money(candidate.available, candidate.currency),
                  })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('amountLabel', { currency: source.currency })}
            hint={t('amountHint', { available: money(source.available, source.currency) })}
            error={
              amountError
                ? t(`errors.${amountError}`, {
                    example: formatAmountInput(exampleAmountMinor, source.currency, locale),
                  })
                : undefined
            }
            required
          >
            <AmountInput
              name="amount"
              locale={locale}
              currency={source.currency}
              defaultValue={typed.ok ? typed.minor : null}
              data-testid="withdrawal-amount"
            />
          </Field>
          <SubmitButton data-testid="withdrawal-request-code">{t('requestCode')}</SubmitButton>
        </>
      )}
    </form>
  )
}
