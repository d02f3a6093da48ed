import {
  defaultFlagContextKey,
  type FlagServiceContext,
  privateFlagAttributes,
} from '@portal/domain/entities/feature-flag-context'

type PrivateAttributes = Partial<Record<(typeof privateFlagAttributes)[number], string>>

/**
 * The product's profile builder (spec section 5): the only way to build flag context shape A.
 * The attributes ip, email, name, firstName and lastName are marked private and never sent.
 */
export class LDUserBuilder {
  private context: FlagServiceContext = {
    key: defaultFlagContextKey,
    anonymous: true,
    alphaInvestor: false,
    betaInvestor: false,
    pensionsActive: false,
    investmentsActive: false,
  }
  private personal: PrivateAttributes = {}

  key(key: string) {
    this.context = { ...this.context, key, anonymous: false }
    return this
  }

  attributes(attributes: Partial<Omit<FlagServiceContext, 'key'>>) {
    this.context = { ...this.context, ...attributes }
    return this
  }

  personalData(attributes: PrivateAttributes) {
    this.personal = { ...this.personal, ...attributes }
    return this
  }

  /** The SDK context: kind user, every shape A attribute, private attributes flagged in _meta. */
  build() {
    return {
      kind: 'user' as const,
      ...this.personal,
      ...this.context,
      _meta: { privateAttributes: [...privateFlagAttributes] },
    }
  }
}

export type FlagContext = ReturnType<LDUserBuilder['build']>

/** Turns a profile into an SDK context, refusing anything not made by the builder. */
export function toFlagContext(profile: unknown): FlagContext | undefined {
  if (!(profile instanceof LDUserBuilder)) {
    console.error('Please use LDUserBuilder to set user attributes')
    return undefined
  }
  return profile.build()
}
