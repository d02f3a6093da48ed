/** "Do" and "Don't" lists side by side on the component pages. */
export function DoDont({ dos, donts }: { dos: string[]; donts: string[] }) {
  return (
    <div className="not-prose my-4 grid gap-4 sm:grid-cols-2">
      <Guidance title="Do" items={dos} tone="border-pui-success" />
      <Guidance title="Don't" items={donts} tone="border-pui-danger" />
    </div>
  )
}

function Guidance({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  return (
    <section className={`rounded-lg border-t-4 bg-pui-surface p-4 text-pui-foreground ${tone}`}>
      <h4 className="mb-2 text-base font-semibold">{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
