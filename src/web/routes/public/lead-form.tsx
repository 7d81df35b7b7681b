import { Brand } from '~/components/layout/brand'
import type { Route } from './+types/lead-form'

export function meta({ params }: Route.MetaArgs) {
  const pt = params.lang === 'pt'
  return [{ title: pt ? 'Formulário de interesse — Quadra' : 'Beta sign-up — Quadra' }]
}

export default function LeadForm({ params }: Route.ComponentProps) {
  const pt = params.lang === 'pt'
  return (
    <main
      lang={pt ? 'pt-BR' : 'en'}
      className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Brand />
      <h1 className="text-3xl font-bold">{pt ? 'Garanta sua vaga' : 'Claim your beta seat'}</h1>
      <p className="text-muted-foreground">
        {pt
          ? 'O formulário de interesse chega em uma próxima versão.'
          : 'The sign-up form is coming in a next version.'}
      </p>
    </main>
  )
}
