import type { NextConfig } from 'next'

// No transpilePackages: @portal/ui ships compiled JavaScript. A static export, so the consumer
// test serves the pages without a Next server.
const config: NextConfig = { output: 'export' }

export default config
