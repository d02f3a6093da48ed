import type { Description } from '@portal/domain'
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
