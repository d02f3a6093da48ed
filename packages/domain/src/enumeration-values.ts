/**
 * The values of the enumerations of spec section 3 as plain constants, with no schema library:
 * browser code imports these (`@portal/domain/enumeration-values`) so zod stays out of its
 * bundles. The schemas and types are in `enumerations.ts`.
 */

export const productTypes = [
  'term_deposit',
  'overnight_deposit',
  'flexgeld',
  'foreign_currency',
  'notice_account',
] as const

export const offerProductTypes = ['TERM', 'OVERNIGHT', 'NOTICE'] as const

/** Promotion types are `{product}_invest` and `{product}_pension`; shown as invest and pension. */
export const promotionKinds = ['invest', 'pension'] as const

export const interestPayoutSchemes = ['ANNUAL', 'MATURITY', 'QUARTERLY', 'MONTHLY'] as const

export const interestBookingIntervals = [
  '',
  'MONTHLY',
  'ANNUALLY',
  'QUARTERLY',
  'MATURITY',
] as const

export const interestPolicies = ['PRO_RATA_BOOKED_AT_CURRENT_PLACEMENT_RATE', 'NOT_BOOKED'] as const

export const sortKeys = ['bank_name', 'rating'] as const

export const sortOrders = ['asc', 'desc'] as const

export const mediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const

export const depositInsuranceDescriptionIds = [
  'deposit_insurance_description',
  'deposit_insurance_name',
  'deposit_insurance_logo',
  'deposit_terms',
  'finanz_test_label',
  'interest_payment_terms',
  'interest_rate_changes_notice',
  'termination_notice',
] as const

export const descriptionTypes = ['STRING_HTML', 'STRING_PLAIN'] as const

export const descriptionDocumentIds = ['description_document', 'logo_url'] as const

export const pageContentTypes = [
  'deposits_offers_table',
  'pages',
  'press_page',
  'press_release_page',
  'press_media_article_card',
] as const

/** Product labels of section 3, as stable keys; the visible text is a translated message. */
export const productLabels = [
  'top_offer',
  'flexgeld',
  'structured_deposit',
  'special_offer',
  'sharia_account',
  'rate_reducing_soon',
  'uk_exclusive',
  'online_conclusion',
  'market_leading_rate',
  'fixed_investment_amount',
  'consumer_test_ranking',
  'no_withholding_tax',
  'no_foreign_tax',
  'automatic_tax_handling',
  'sustainable_deposit',
  'currency',
  'easy_access',
  'full_online',
] as const

export const institutionFeatureLabels = [
  'not_for_profit',
  'community_development',
  'minority_led',
  'family_owned',
  'supports_small_business',
  'education_financing',
  'digital_first',
  'gives_back',
  'local_focus',
] as const

export const portfolioRiskClasses = ['30', '50', '70', '100', 'money_market'] as const

export const accountTypes = ['JOINT', 'PERSONAL', 'BUSINESS'] as const

export const accountStatuses = [
  'REGISTERED',
  'IDENTIFIED',
  'PENDING_SERVICING_BANK_ACCEPTANCE',
  'ACTIVE',
  'REJECTED',
  'DELETION_INITIATED',
  'DELETED',
  'TERMINATION_REQUESTED',
  'TERMINATION_INITIATED',
  'TERMINATED',
] as const

export const roleNames = [
  'ACCOUNT_HOLDER',
  'ULTIMATE_BENEFICIAL_OWNER',
  'AUTHORIZED_PERSON',
  'LEGAL_REPRESENTATIVE',
  'TAX_PARTNER',
] as const

export const roleStatuses = ['REQUESTED', 'ACTIVE', 'DISABLED'] as const

export const consentIds = [
  'pensions',
  'savings',
  'investments',
  'beta_program',
  'alpha_program',
  'cs',
  'legal',
] as const

/** Consents that are mandatory and cannot be opted out of. */
export const mandatoryConsentIds = [
  'cs',
  'legal',
] as const satisfies readonly (typeof consentIds)[number][]

export const regionMarkers = ['deu', 'gbr', 'usa'] as const

export const environments = ['local', 'development', 'staging', 'onboarding', 'production'] as const

export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const

export const offerAvailabilities = ['AVAILABLE', 'LIMITED', 'COMING_SOON', 'SOLD_OUT'] as const

/** Long-term credit ratings of a bank's country, best first. */
export const creditRatings = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
] as const

/** The provider's own customer group, used for anything that is not retail or business. */
export const providerCustomerGroup = 'savings_portal'
export const customerGroups = ['retail', 'business', providerCustomerGroup] as const
