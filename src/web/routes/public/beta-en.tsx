import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'

export const handle = { lang: 'en' }

export function meta() {
  return [
    { title: 'Win Back Hours, Retain More Players — Quadra' },
    { name: 'description', content: 'Join the Quadra beta: free, no credit card, 3-minute setup.' },
    { property: 'og:title', content: 'Win Back Hours, Retain More Players' },
  ]
}

export default function BetaEn() {
  return (
    <main className="mx-auto flex min-h-svh max-w-3xl flex-col items-center justify-center gap-6 px-4 text-center">
      <Brand />
      <h1 className="text-4xl font-bold tracking-tight">Win Back Hours, Retain More Players</h1>
      <Button asChild size="lg">
        <Link to="/lead-form">Claim Your Free Beta Seat</Link>
      </Button>
    </main>
  )
}
