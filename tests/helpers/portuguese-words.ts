/**
 * Issue 15: words only Portuguese uses — what an English screen must never show. Diacritics
 * (ã, ç, é…) catch most; these catch the rest of the app's vocabulary (accents stripped).
 */
const PORTUGUESE_WORDS = new Set(
  (
    'aluno alunos aluna alunas aula aulas pacote pacotes credito creditos salvar cancelar entrar ' +
    'sair hoje ontem amanha sem nao voce para com novo nova voltar excluir editar buscar clube ' +
    'clubes vence vencido vencimento pagamento pagamentos receber relatorios perfil meu minha ' +
    'inicio sessao sessoes historico nivel classe masculino feminino fixo avulso ativo inativo ' +
    'obrigatorio invalido telefone nome senha cadastro cadastrar registrar resumo painel ' +
    'dos das da de em ao aos pela pelo mes semana proxima proximo ultimas ultima carregando'
  ).split(' '),
)
/** Allowed although Portuguese: a language's own name in the language picker. */
const ALLOWED = new Set(['português'])

const fold = (w: string) => w.normalize('NFD').replace(/\p{Diacritic}/gu, '')

/** The Portuguese words (and accented words) in a text; names in `except` are ignored. */
export function portugueseWords(text: string, except: string[] = []): string[] {
  const skip = new Set(except.flatMap((n) => n.toLowerCase().split(/\s+/)))
  const found = new Set<string>()
  // e-mail addresses and links are not words of the interface
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').toLowerCase()
  for (const raw of words.match(/\p{L}+/gu) ?? []) {
    if (ALLOWED.has(raw) || skip.has(raw)) continue
    if (/[ãõçáéíóúâêôà]/.test(raw) || PORTUGUESE_WORDS.has(fold(raw))) found.add(raw)
  }
  return [...found]
}
