'use client'

import type { MailConsentRow } from '@portal/domain/customer-data/mail-consent-switch'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

export type ConsentsState = { status: 'idle' | 'saved' | 'failed'; rows: MailConsentRow[] }
export type ConsentsAction = (state: ConsentsState, data: FormData) => Promise<ConsentsState>

/** The mail consents: each switchable one on or off; cs and legal shown as mandatory. */
export function MailConsentsForm({
  rows,
  action: serverAction,
}: {
  rows: MailConsentRow[]
  action: ConsentsAction
}) {
  const t = useTranslations('CustomerData.consents')
  const initial: ConsentsState = { status: 'idle', rows }
  const [state, action, pending] = useActionState(serverAction, initial)
  return (
    <form action={action} className="space-y-4" data-testid="mail-consents">
      {state.status === 'saved' ? (
        <Alert variant="success" role="status">
          <AlertDescription>{t('saved')}</AlertDescription>
        </Alert>
      ) : null}
      {state.status === 'failed' ? (
        <Alert variant="danger" role="alert">
          <AlertDescription>{t('failed')}</AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('legend')}</legend>
        {state.rows.map((row) => (
          <label key={row.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              name="consent"
              value={row.id}
              defaultChecked={row.valid}
              disabled={!row.switchable}
              className="mt-1 size-4"
            />
            <span>
              {t(`names.${row.id}`)}
              {row.switchable ? null : (
                <span className="ml-1 text-sm text-muted-foreground">({t('mandatory')})</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" aria-busy={pending || undefined}>
        {t('save')}
      </Button>
    </form>
  )
}
