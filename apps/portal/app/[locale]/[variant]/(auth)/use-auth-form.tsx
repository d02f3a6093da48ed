'use client'

import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { emptyFormState, type FormState } from './form-state'

type AuthAction = (state: FormState, data: FormData) => Promise<FormState>

/**
 * The shared part of the auth forms: the server action's state, the translated message of a
 * field's error (shown next to the field), and the form-level error alert.
 */
export function useAuthForm(serverAction: AuthAction, initial: FormState = emptyFormState) {
  const t = useTranslations('Auth')
  const [state, action, pending] = useActionState(serverAction, initial)
  const fieldError = (name: string) => {
    const key = state.fieldErrors[name]
    return key ? t(`errors.${key}`) : undefined
  }
  const formError = state.formError ? (
    <Alert variant="danger" role="alert">
      <AlertTitle>{t('errors.title')}</AlertTitle>
      <AlertDescription>{t(`errors.${state.formError}`)}</AlertDescription>
    </Alert>
  ) : null
  return { t, state, action, pending, fieldError, formError }
}
