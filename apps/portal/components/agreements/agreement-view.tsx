'use client'

import type {
  Agreement,
  AgreementKind,
  AgreementText,
} from '@portal/api-clients/contracts/customers'
import { Alert, AlertDescription } from '@portal/ui/alert'
import { Button } from '@portal/ui/button'
import { useFormatter, useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { hrefsFor } from '@/lib/routing/href'

export type AgreementState =
  | { status: 'idle' | 'failed' }
  /** The bank reworded the text meanwhile: the page shows the new one to agree to. */
  | { status: 'reworded' }
  | { status: 'agreed'; agreement: Agreement }
export type AgreementAction = (state: AgreementState, data: FormData) => Promise<AgreementState>

interface AgreementViewProps {
  kind: AgreementKind
  /** What the customer agreed to, when they already have. */
  agreement: Agreement | null
  /** The bank's text to agree to, in the page's language: shown, and its version sent back. */
  text: AgreementText | null
  action: AgreementAction
  /** The locale's base path; a depot document downloads below `<base>/documents/<id>`. */
  basePath: string
}

/** A one-time consent: what is agreed, and once given, when and the PDF of it. */
export function AgreementView({
  kind,
  agreement,
  text,
  action: serverAction,
  basePath,
}: AgreementViewProps) {
  const t = useTranslations('CustomerData.agreements')
  const format = useFormatter()
  const initial: AgreementState = agreement ? { status: 'agreed', agreement } : { status: 'idle' }
  const [state, action, pending] = useActionState(serverAction, initial)
  if (state.status === 'agreed') {
    const given = state.agreement
    return (
      <div className="space-y-3" data-testid="agreement-given">
        <p role="status">
          {t('agreedOn', {
            date: format.dateTime(new Date(given.agreedAt), {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          })}
        </p>
        <blockquote className="border-l-4 border-border pl-4 break-words whitespace-pre-wrap">
          {given.text}
        </blockquote>
        {given.documentId ? (
          <a
            className="text-primary underline"
            href={hrefsFor(basePath)('documentDownload', { documentId: given.documentId })}
            download
          >
            {t('pdf')}
          </a>
        ) : null}
      </div>
    )
  }
  if (!text) return null
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="agreement-form">
      {state.status === 'failed' || state.status === 'reworded' ? (
        <Alert variant="danger" role="alert">
          <AlertDescription>{t(state.status)}</AlertDescription>
        </Alert>
      ) : null}
      <div lang={text.language} className="space-y-2" data-testid="agreement-text">
        <h2 className="font-semibold break-words">{text.title}</h2>
        <p className="break-words whitespace-pre-wrap">{text.text}</p>
      </div>
      <input type="hidden" name="version" value={text.version} />
      <input type="hidden" name="language" value={text.language} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="agreed" value="true" required className="mt-1 size-4" />
        <span>{t(`${kind}.checkbox`)}</span>
      </label>
      <Button type="submit" aria-busy={pending || undefined} className="self-start">
        {t('agree')}
      </Button>
    </form>
  )
}
