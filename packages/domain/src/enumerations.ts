import { z } from 'zod'

/** Enumerations of spec section 3, each a runtime schema with its inferred type. */

export const productTypes = [
  'term_deposit',
  'overnight_deposit',
  'flexgeld',
  'foreign_currency',
  'notice_account',
] as const
export const ProductType = z.enum(productTypes)
export type ProductType = z.infer<typeof ProductType>

export const offerProductTypes = ['TERM', 'OVERNIGHT', 'NOTICE'] as const
export const OfferProductType = z.enum(offerProductTypes)
export type OfferProductType = z.infer<typeof OfferProductType>

/** Promotion types are `{product}_invest` and `{product}_pension`; shown as invest and pension. */
export const promotionKinds = ['invest', 'pension'] as const
export const PromotionKind = z.enum(promotionKinds)
export type PromotionKind = z.infer<typeof PromotionKind>
export const PromotionType = z.templateLiteral([ProductType, '_', PromotionKind])
export type PromotionType = z.infer<typeof PromotionType>

export const interestPayoutSchemes = ['ANNUAL', 'MATURITY', 'QUARTERLY', 'MONTHLY'] as const
export const InterestPayoutScheme = z.enum(interestPayoutSchemes)
export type InterestPayoutScheme = z.infer<typeof InterestPayoutScheme>

export const interestBookingIntervals = [
  '',
  'MONTHLY',
  'ANNUALLY',
  'QUARTERLY',
  'MATURITY',
] as const
export const InterestBookingInterval = z.enum(interestBookingIntervals)
export type InterestBookingInterval = z.infer<typeof InterestBookingInterval>

export const interestPolicies = ['PRO_RATA_BOOKED_AT_CURRENT_PLACEMENT_RATE', 'NOT_BOOKED'] as const
export const InterestPolicy = z.enum(interestPolicies)
export type InterestPolicy = z.infer<typeof InterestPolicy>

export const sortKeys = ['bank_name', 'rating'] as const
export const SortKey = z.enum(sortKeys)
export type SortKey = z.infer<typeof SortKey>

export const sortOrders = ['asc', 'desc'] as const
export const SortOrder = z.enum(sortOrders)
export type SortOrder = z.infer<typeof SortOrder>

export const mediaTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const MediaType = z.enum(mediaTypes)
export type MediaType = z.infer<typeof MediaType>

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
export const DepositInsuranceDescriptionId = z.enum(depositInsuranceDescriptionIds)
export type DepositInsuranceDescriptionId = z.infer<typeof DepositInsuranceDescriptionId>

export const descriptionTypes = ['STRING_HTML', 'STRING_PLAIN'] as const
export const DescriptionType = z.enum(descriptionTypes)
export type DescriptionType = z.infer<typeof DescriptionType>

export const descriptionDocumentIds = ['description_document', 'logo_url'] as const
export const DescriptionDocumentId = z.enum(descriptionDocumentIds)
export type DescriptionDocumentId = z.infer<typeof DescriptionDocumentId>

export const DocumentType = z.enum(['ATTACHMENT'])
export type DocumentType = z.infer<typeof DocumentType>

export const pageContentTypes = [
  'deposits_offers_table',
  'pages',
  'press_page',
  'press_release_page',
  'press_media_article_card',
] as const
export const PageContentType = z.enum(pageContentTypes)
export type PageContentType = z.infer<typeof PageContentType>

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
export const ProductLabel = z.enum(productLabels)
export type ProductLabel = z.infer<typeof ProductLabel>

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
export const InstitutionFeatureLabel = z.enum(institutionFeatureLabels)
export type InstitutionFeatureLabel = z.infer<typeof InstitutionFeatureLabel>

export const portfolioRiskClasses = ['30', '50', '70', '100', 'money_market'] as const
export const PortfolioRiskClass = z.enum(portfolioRiskClasses)
export type PortfolioRiskClass = z.infer<typeof PortfolioRiskClass>

export const accountTypes = ['JOINT', 'PERSONAL', 'BUSINESS'] as const
export const AccountType = z.enum(accountTypes)
export type AccountType = z.infer<typeof AccountType>

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
export const AccountStatus = z.enum(accountStatuses)
export type AccountStatus = z.infer<typeof AccountStatus>

export const roleNames = [
  'ACCOUNT_HOLDER',
  'ULTIMATE_BENEFICIAL_OWNER',
  'AUTHORIZED_PERSON',
  'LEGAL_REPRESENTATIVE',
  'TAX_PARTNER',
] as const
export const RoleName = z.enum(roleNames)
export type RoleName = z.infer<typeof RoleName>

export const roleStatuses = ['REQUESTED', 'ACTIVE', 'DISABLED'] as const
export const RoleStatus = z.enum(roleStatuses)
export type RoleStatus = z.infer<typeof RoleStatus>

export const consentIds = [
  'pensions',
  'savings',
  'investments',
  'beta_program',
  'alpha_program',
  'cs',
  'legal',
] as const
export const ConsentId = z.enum(consentIds)
export type ConsentId = z.infer<typeof ConsentId>

/** Consents that are mandatory and cannot be opted out of. */
export const mandatoryConsentIds = ['cs', 'legal'] as const satisfies readonly ConsentId[]

export const regionMarkers = ['deu', 'gbr', 'usa'] as const
export const RegionMarker = z.enum(regionMarkers)
export type RegionMarker = z.infer<typeof RegionMarker>

export const environments = ['local', 'development', 'staging', 'onboarding', 'production'] as const
export const Environment = z.enum(environments)
export type Environment = z.infer<typeof Environment>

export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const
export const Weekday = z.enum(weekdays)
export type Weekday = z.infer<typeof Weekday>

export const offerAvailabilities = ['AVAILABLE', 'LIMITED', 'COMING_SOON', 'SOLD_OUT'] as const
export const OfferAvailability = z.enum(offerAvailabilities)
export type OfferAvailability = z.infer<typeof OfferAvailability>

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
export const CreditRating = z.enum(creditRatings)
export type CreditRating = z.infer<typeof CreditRating>
