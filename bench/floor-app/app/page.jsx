/** The least a Next.js page can be: the floor the portal's figures are read against. */
export default function FloorPage() {
  return (
    <main>
      <h1>Savings offers</h1>
      <p>
        Compare term deposits from partner banks across Europe and pick the rate that suits your
        savings.
      </p>
    </main>
  )
}
