import { Button } from '@portal/ui/button'
import { getTranslations } from 'next-intl/server'
import { logout } from './actions'

/** A form, so logging out works without JavaScript and is never a GET a link could trigger. */
export async function LogoutButton({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const t = await getTranslations('Auth')
  return (
    <form action={logout}>
      <Button type="submit" variant={variant} size="sm" data-testid="logout">
        {t('logout.submit')}
      </Button>
    </form>
  )
}
