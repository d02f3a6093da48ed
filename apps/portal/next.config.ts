import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@portal/ui', '@portal/domain', '@portal/api-clients', '@portal/tracking'],
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
}

export default withNextIntl(config)
