import { cn } from '@portal/ui/lib/cn'
import { sanitiseHtml } from '@/lib/html/sanitise-html'

/** Backend HTML (bank descriptions, CMS rich text), sanitised on the server before rendering. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitiseHtml (xss allow-list)
      dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }}
    />
  )
}
