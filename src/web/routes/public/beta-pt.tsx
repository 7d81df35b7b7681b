import { Link } from 'react-router'
import { Brand } from '~/components/layout/brand'
import { Button } from '~/components/ui/button'

export function meta() {
  return [
    { title: 'Período de Testes — Quadra' },
    {
      name: 'description',
      content: 'Participe do período de testes do Quadra: grátis, sem cartão de crédito.',
    },
  ]
}

export default function BetaPt() {
  return (
    <main className="mx-auto flex min-h-svh max-w-3xl flex-col items-center justify-center gap-6 px-4 text-center">
      <Brand />
      <p className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
        Período de Testes
      </p>
      <Button asChild size="lg">
        <Link to="/lead-form/pt">Garanta sua vaga GRÁTIS</Link>
      </Button>
      <p className="text-muted-foreground">Vagas limitadas no Período de Testes</p>
    </main>
  )
}
