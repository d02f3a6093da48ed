import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@portal/ui/components.css'
import './app.css'
import { Showcase } from './showcase'

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')

createRoot(root).render(
  <StrictMode>
    <main className="page">
      <h1>Savings offers</h1>
      <Showcase />
    </main>
  </StrictMode>,
)
