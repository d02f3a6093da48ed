import type { AgreementKind, AgreementText } from '@portal/api-clients/contracts/customers'
import { eq } from 'drizzle-orm'
import type { CustomerActor } from '../../bank/access/customer-actor'
import { ownPerson } from '../../bank/access/own-person'
import type { ReaderLanguage } from '../../bank/customers/reader-language'
import type { SandboxOrm } from '../../db/database'
import { referenceAccounts } from '../../db/schema'
import { textsIn } from '../../texts/catalogues'

/**
 * The version of each consent's wording. Change it with the texts in every `texts/<language>`:
 * an agreement sent with an older version is refused, so no one agrees to a text not shown.
 */
export const agreementVersions: Readonly<Record<AgreementKind, string>> = {
  direct_debit_mandate: '2026-11',
  liquid_pension_transfer_notice: '2026-11',
}

/** The consent's text for the actor, now, in the reader's language: what is shown and stored. */
export async function agreementTextFor(
  orm: SandboxOrm,
  actor: CustomerActor,
  kind: AgreementKind,
  reader: ReaderLanguage,
): Promise<AgreementText> {
  const texts = textsIn(reader.language, reader.tag).agreements
  const owner = await ownPerson(orm, actor.userId)
  const [reference] = await orm
    .select({ iban: referenceAccounts.iban })
    .from(referenceAccounts)
    .where(eq(referenceAccounts.customerId, actor.customerId))
  const text = texts.texts[kind]({
    customerId: actor.customerId,
    holder: owner ? `${owner.person.firstName} ${owner.person.lastName}` : actor.userId,
    referenceIban: reference?.iban ?? texts.noReferenceAccount,
  })
  return {
    kind,
    version: agreementVersions[kind],
    language: reader.language,
    title: texts.titles[kind],
    text,
  }
}
