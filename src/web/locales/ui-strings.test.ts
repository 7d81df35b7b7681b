import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findUiStrings } from '../../../tests/helpers/ui-strings'

const web = path.resolve(__dirname, '..')

/** The app's code: not tests nor their helpers, not the generated shadcn/ui primitives. */
const sources = (readdirSync(web, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
  .filter((file) => !/(\.test\.tsx?|test-helpers\.tsx?)$/.test(file))
  .filter((file) => !file.startsWith('components/ui/'))

const scan = (source: string) => findUiStrings('example.tsx', source).map((f) => f.text)

describe('UI texts come from the catalogs (issue 15)', () => {
  it('no component shows a text written in code', () => {
    expect(sources.length).toBeGreaterThan(100)
    const found = sources.flatMap((file) =>
      findUiStrings(file, readFileSync(path.join(web, file), 'utf8')).map(
        (f) => `${file}:${f.line} (${f.where}) ${f.text}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('finds JSX text and literals given to the read attributes', () => {
    const source = `
      export const A = ({ ok }: { ok: boolean }) => (
        <div title="Título" aria-label={'Rótulo'}>
          Olá, mundo
          <img alt={\`Foto de \${name}\`} />
          <Input placeholder={ok ? 'Buscar' : t('x')} />
          <EmptyState description="Nada aqui" retryLabel={'De novo'} />
          {ok ? 'Sim' : 'Não'}
          {ok && 'Pronto'}
          {'Texto solto'}
        </div>
      )`
    expect(scan(source)).toEqual([
      'Título',
      'Rótulo',
      'Olá, mundo',
      'Foto de',
      'Buscar',
      'Nada aqui',
      'De novo',
      'Sim',
      'Não',
      'Pronto',
      'Texto solto',
    ])
  })

  it("finds toasts' messages", () => {
    const source = `
      toast.success('Salvo')
      toast.error(t('erro'), { description: 'Tente de novo' })
      toast('Feito')`
    expect(scan(source)).toEqual(['Salvo', 'Tente de novo', 'Feito'])
  })

  it('lets through catalog texts, symbols, the brand and what is not read', () => {
    const source = `
      export const B = ({ n }: { n: number }) => (
        <section className="flex gap-2" aria-labelledby="title-id" data-state="open">
          <h1 id="title-id">{t('title')}</h1>
          <span aria-label={t('count', { count: n, unit: 'min' })}>{n} · {'—'} / 5</span>
          <Brand>Quadra</Brand>
          <a title={\`\${t('brand')} — \${t('nav.dashboard')}\`} href="/app">{format(n, 'dd/MM')}</a>
        </section>
      )`
    expect(scan(source)).toEqual([])
  })

  it('tells where a text is', () => {
    expect(findUiStrings('a.tsx', '\n\nconst x = <p>Oi</p>')).toEqual([
      { line: 3, text: 'Oi', where: 'JSX text' },
    ])
  })
})
