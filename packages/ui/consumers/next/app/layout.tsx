import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = { title: 'Consumer of @portal/ui (Next.js)' }

export default function RootLayout({ children }: { children: ReactNode }) {
  // No theme chosen: the design system follows the browser's colour scheme, like the app's palette
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
