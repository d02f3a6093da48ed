import { expect } from 'vitest'

// The sandbox's local demo outboxes: the SMS it "sent" (mTANs) and the mails (e-mail change links).

interface Sms {
  id: number
  text: string
  phoneNumber: string
}

async function smsOf(sandboxUrl: string, customerId: string): Promise<Sms[]> {
  const response = await fetch(
    `${sandboxUrl}/scas/api/v2/sandbox/sms-outbox?customerId=${encodeURIComponent(customerId)}`,
  )
  return ((await response.json()) as { messages: Sms[] }).messages
}

/** The id of the newest SMS to the customer (0 when none), to wait for a later one. */
export async function lastSmsId(sandboxUrl: string, customerId: string): Promise<number> {
  return (await smsOf(sandboxUrl, customerId))[0]?.id ?? 0
}

/** The first SMS to the customer after `since`, waiting for it to arrive. */
export async function smsAfter(sandboxUrl: string, customerId: string, since: number) {
  let found: Sms | undefined
  await expect
    .poll(async () => {
      found = (await smsOf(sandboxUrl, customerId)).filter((message) => message.id > since).at(-1)
      return Boolean(found)
    })
    .toBe(true)
  return { text: found?.text ?? '', id: found?.id ?? 0 }
}

/** The 6-digit code of the first SMS to the customer after `since`, waiting for it to arrive. */
export async function smsCodeAfter(
  sandboxUrl: string,
  customerId: string,
  since: number,
): Promise<{ code: string; id: number }> {
  const { text, id } = await smsAfter(sandboxUrl, customerId, since)
  return { code: /\b(\d{6})\b/.exec(text)?.[1] ?? '', id }
}

interface Mail {
  to: string
  subject: string
  text: string
  link: string | null
}

/** Mails the sandbox sent to `to`, newest first. */
export async function mailsTo(sandboxUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(
    `${sandboxUrl}/ums/v1/sandbox/mail-outbox?to=${encodeURIComponent(to)}`,
  )
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** The link of the newest mail to `to` that carries one, waiting for it to arrive. */
export async function newestMailLink(sandboxUrl: string, to: string): Promise<string> {
  let link: string | null | undefined
  await expect
    .poll(async () => {
      link = (await mailsTo(sandboxUrl, to)).find((mail) => mail.link)?.link
      return Boolean(link)
    })
    .toBe(true)
  return link ?? ''
}
