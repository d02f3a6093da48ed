'use client'

import { Button } from '@portal/ui/button'
import { type DataFormAction, useDataForm } from '@/lib/customer/use-data-form'

/** Starts the video identification a reference-account change needs. */
export function VerifyIdentityForm({ action: serverAction }: { action: DataFormAction }) {
  const { t, action, pending, formError } = useDataForm(serverAction)
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="verify-identity-form">
      {formError}
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {t('referenceAccountForm.verify')}
      </Button>
    </form>
  )
}
