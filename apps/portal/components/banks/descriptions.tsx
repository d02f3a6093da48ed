import type { Description } from '@portal/domain'
import { Subsection } from '@portal/ui/section'
import { RichText } from '@/components/content/rich-text'

/** STRING_HTML descriptions sanitised, STRING_PLAIN ones as plain text. */
export function Descriptions({ items }: { items: Description[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) =>
        item.type === 'STRING_HTML' ? (
          <RichText key={item.id} html={item.value} />
        ) : (
          <p key={item.id} className="whitespace-pre-line">
            {item.value}
          </p>
        ),
      )}
    </div>
  )
}

/** Descriptions under their own `h2`, at a readable width. */
export function DescriptionsSection({
  headingId,
  title,
  items,
}: {
  headingId: string
  title: string
  items: Parameters<typeof Descriptions>[0]['items']
}) {
  return (
    <Subsection headingId={headingId} title={title} className="max-w-3xl space-y-3">
      <Descriptions items={items} />
    </Subsection>
  )
}
