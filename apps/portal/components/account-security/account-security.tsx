'use client'

import { Alert, AlertDescription } from '@portal/ui/alert'
import { ConfirmationDialog } from '@portal/ui/confirmation-dialog'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

/**
 * What the last lock or block did. A successful block has no state here: it ends the session and
 * leads to the login with the block notice (`/login?reason=blocked`).
 */
export type SecurityState = { status: 'idle' } | { status: 'mtanLocked' } | { status: 'failed' }

const idle: SecurityState = { status: 'idle' }

export type SecurityAction = (state: SecurityState, data: FormData) => Promise<SecurityState>

interface AccountSecurityProps {
  mtanLocked: boolean
  lockMtan: SecurityAction
  blockAccount: SecurityAction
}

/** The emergency brakes: lock the mTAN, block the account; each behind a confirmation. */
export function AccountSecurity({ mtanLocked, lockMtan, blockAccount }: AccountSecurityProps) {
  const t = useTranslations('CustomerData.security')
  const dialog = useTranslations('CustomerData')
  const labels = { cancelLabel: dialog('cancel'), closeLabel: dialog('close') }
  const [lockState, lockAction, lockPending] = useActionState<SecurityState, FormData>(
    lockMtan,
    idle,
  )
  const [blockState, blockAction, blockPending] = useActionState<SecurityState, FormData>(
    blockAccount,
    idle,
  )
  const locked = mtanLocked || lockState.status === 'mtanLocked'
  const failed = lockState.status === 'failed' || blockState.status === 'failed'
  return (
    <div className="space-y-4">
      {failed ? (
        <Alert variant="danger" role="alert">
          <AlertDescription>{t('failed')}</AlertDescription>
        </Alert>
      ) : null}
      {locked ? (
        <p role="status" data-testid="mtan-locked">
          {t('mtanLockedText')}
        </p>
      ) : (
        <ConfirmationDialog
          {...labels}
          data-testid="lock-mtan"
          trigger={t('lockMtan')}
          title={t('lockMtanTitle')}
          description={t('lockMtanText')}
          confirmLabel={t('lockMtanConfirm')}
          action={lockAction}
          pending={lockPending}
        />
      )}
      <ConfirmationDialog
        {...labels}
        data-testid="block-account"
        trigger={t('block')}
        title={t('blockTitle')}
        description={t('blockText')}
        confirmLabel={t('blockConfirm')}
        action={blockAction}
        pending={blockPending}
      >
        <Field label={t('reason')} required>
          <NativeSelect name="reason" defaultValue="lost_device">
            {(['lost_device', 'suspected_fraud', 'other'] as const).map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirmed" value="true" required className="mt-1 size-4" />
          <span>{t('understand')}</span>
        </label>
      </ConfirmationDialog>
    </div>
  )
}
