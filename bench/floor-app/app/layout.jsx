export const metadata = { title: 'Framework floor' }

export default function FloorLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
