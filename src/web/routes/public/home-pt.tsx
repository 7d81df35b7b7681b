import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'

export function meta() {
  return [
    { title: 'Quadra — gestão de aulas para treinadores de esportes de raquete' },
    {
      name: 'description',
      content:
        'Alunos, pacotes de aulas, sessões e feedbacks em um só lugar, para treinadores de tênis, beach tennis, padel e pickleball.',
    },
  ]
}

export default function HomePt() {
  return (
    <div className="min-h-svh bg-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Brand />
        <Button asChild>
          <Link to="/app/login?tab=login">Entrar</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Quadra</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Gestão de alunos, pacotes de aulas e sessões para treinadores de esportes de raquete.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/app/login?tab=signup">Teste por 7 dias grátis!</Link>
        </Button>
      </main>
    </div>
  )
}
