import { Showcase } from './showcase'

export default function Home() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 p-6">
      <h1 className="text-2xl font-semibold">Savings offers</h1>
      <p data-testid="app-palette" className="self-start bg-white px-2 text-red-600">
        The app's own Tailwind palette still works.
      </p>
      <Showcase />
    </main>
  )
}
