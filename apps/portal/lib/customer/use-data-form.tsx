'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { type DataFormState, emptyDataFormState } from '@/lib/customer/form-state'

export type DataFormAction = (state: DataFormState, data: FormData) => Promise<DataFormState>

/**
 * The shared part of the customer area's forms: the action's state, a field's translated message
 * (shown at the field), the form-level alert, and what to show in a field again.
 */
export function useDataForm(
  serverAction: DataFormAction,
  initial: DataFormState = emptyDataFormState,
) {
  const t = useTranslations('CustomerData')
  const [state, action, pending] = useActionState(serverAction, initial)
  const fieldError = (name: string) => {
    const key = state.fieldErrors[name]
    return key ? t(`errors.${key}` as 'errors.required') : undefined
  }
  const formError = state.formError ? (
    <Alert variant="danger" role="alert" data-testid="form-error">
      <AlertDescription>{t(`errors.${state.formError}`)}</AlertDescription>
    </Alert>
  ) : null
  const value = (name: string, fallback?: string | null) => state.values[name] ?? fallback ?? ''
  return { t, state, action, pending, fieldError, formError, value }
}
