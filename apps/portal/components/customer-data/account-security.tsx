'use client'

import { Alert, AlertDescription, AlertTitle } from '@portal/ui/alert'
import { Field } from '@portal/ui/field'
import { NativeSelect } from '@portal/ui/select'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { ConfirmActionDialog } from './confirm-action-dialog'

export type SecurityState =
  | { status: 'idle' }
  | { status: 'mtanLocked' }
  | { status: 'blocked'; supportPhone: string; supportEmail: string }
  | { status: 'failed' }

export type SecurityAction = (state: SecurityState, data: FormData) => Promise<SecurityState>

interface AccountSecurityProps {
  mtanLocked: boolean
  lockMtan: SecurityAction
  blockAccount: SecurityAction
}

/** The emergency brakes: lock the mTAN, block the account; each behind a confirmation. */
export function AccountSecurity({ mtanLocked, lockMtan, blockAccount }: AccountSecurityProps) {
  const t = useTranslations('CustomerData.security')
  const [lockState, lockAction, lockPending] = useActionState(lockMtan, { status: 'idle' })
  const [blockState, blockAction, blockPending] = useActionState(blockAccount, { status: 'idle' })
  if (blockState.status === 'blocked') {
    return (
      <Alert variant="warning" role="alert" data-testid="account-blocked">
        <AlertTitle>{t('blockedTitle')}</AlertTitle>
        <AlertDescription>
          {t('blockedText', { phone: blockState.supportPhone, email: blockState.supportEmail })}
        </AlertDescription>
      </Alert>
    )
  }
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
        <ConfirmActionDialog
          testId="lock-mtan"
          trigger={t('lockMtan')}
          title={t('lockMtanTitle')}
          description={t('lockMtanText')}
          confirm={t('lockMtanConfirm')}
          action={lockAction}
          pending={lockPending}
        />
      )}
      <ConfirmActionDialog
        testId="block-account"
        trigger={t('block')}
        title={t('blockTitle')}
        description={t('blockText')}
        confirm={t('blockConfirm')}
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
      </ConfirmActionDialog>
    </div>
  )
}
