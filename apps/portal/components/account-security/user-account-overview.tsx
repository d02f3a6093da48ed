import { formatPhoneNumber } from '@portal/domain/customer-data/phone-number-display'
import { DescriptionList } from '@portal/ui/description-list'
import { useTranslations } from 'next-intl'
import { DetailItem } from '@/components/customer/detail-item'

interface UserAccountOverviewProps {
  username: string
  email: string | null | undefined
  mobileNumber: string | null | undefined
  links: { email: string; mobile: string; password: string }
}

/** The login's contact data and password, each with the page that changes it. */
export function UserAccountOverview({
  username,
  email,
  mobileNumber,
  links,
}: UserAccountOverviewProps) {
  const t = useTranslations('CustomerData.userAccount')
  const change = (href: string, label: string) => (
    <a className="ml-2 text-primary underline" href={href}>
      {label}
    </a>
  )
  return (
    <DescriptionList className="sm:grid-cols-1 lg:grid-cols-1" data-testid="user-account">
      <DetailItem term={t('username')} value={username} />
      <DetailItem
        term={t('email')}
        value={
          <>
            {email ?? username}
            {change(links.email, t('changeEmail'))}
          </>
        }
      />
      <DetailItem
        term={t('mobile')}
        value={
          <>
            {mobileNumber ? formatPhoneNumber(mobileNumber) : t('noMobile')}
            {change(links.mobile, t('changeMobile'))}
          </>
        }
      />
      <DetailItem
        term={t('password')}
        value={<>••••••••••••{change(links.password, t('changePassword'))}</>}
      />
    </DescriptionList>
  )
}
