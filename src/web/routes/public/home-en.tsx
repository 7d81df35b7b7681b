import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'

export const handle = { lang: 'en' }

export function meta() {
  return [
    { title: 'Quadra — lesson management for racket-sport coaches' },
    {
      name: 'description',
      content:
        'Students, lesson packages, sessions and feedback in one place for racket-sport coaches.',
    },
  ]
}

export default function HomeEn() {
  return (
    <div className="min-h-svh bg-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Brand />
        <Button asChild>
          <Link to="/app/login?tab=login">Login</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Quadra</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Student, lesson-package and session management for racket-sport coaches.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/app/login?tab=signup">Try Free Now</Link>
        </Button>
      </main>
    </div>
  )
}
