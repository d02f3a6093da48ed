import type { SmsMessage } from '@portal/api-clients/contracts/strong-authentication'
import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { Subsection } from '@portal/ui/section'
import { useTranslations } from 'next-intl'
import { usePortalLocale } from '@/lib/page/use-portal-locale'

/** The local sandbox's SMS outbox: the mTANs sent to this customer, newest first. */
export function SmsOutbox({ messages }: { messages: readonly SmsMessage[] }) {
  const locale = usePortalLocale()
  const t = useTranslations('Money.demo')
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' })
  return (
    <Subsection headingId="demo-sms" title={t('smsTitle')}>
      {messages.length === 0 ? (
        <p data-testid="sms-empty">{t('smsEmpty')}</p>
      ) : (
        <ol className="space-y-2" data-testid="sms-outbox">
          {messages.map((message) => (
            <li key={message.id} className="rounded-md border border-border p-3" data-testid="sms">
              <p className="text-xs text-muted-foreground">
                {t('smsTo', {
                  phone: formatPhoneNumber(message.phoneNumber),
                  time: time.format(new Date(message.sentAt)),
                })}
              </p>
              <p className="break-words">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Subsection>
  )
}
