import type { FocusTag, PaymentMethod } from '../../../shared/constants'

/**
 * The agent's small vocabulary: how coaches write what they mean, in pt-BR and
 * English, after `normalize` (lower case, no accents). Data, not rules: the parser reads it.
 */

/** Lower case, accents off, punctuation spaced out ("Olá, Bia!" → "ola , bia !"). */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[“”"'’`]/g, ' ')
      .replace(/([!?;()])/g, ' $1 ')
      .replace(/,(?!\d)/g, ' , ')
      .replace(/\.(?!\d)/g, ' . ')
      // 'Feedback do Thiago: …' — a colon between digits is a time ('18:30')
      .replace(/(?<!\d):|:(?!\d)/g, ' : ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** Nicknames a coach writes for a first name. */
export const NICKNAMES: Record<string, string[]> = {
  bia: ['beatriz'],
  gabi: ['gabriela', 'gabriel'],
  rafa: ['rafael', 'rafaela'],
  fe: ['fernanda', 'felipe'],
  nanda: ['fernanda'],
  ju: ['julia', 'juliana'],
  duda: ['eduarda'],
  dudu: ['eduardo'],
  tati: ['tatiana'],
  manu: ['manuela'],
  gui: ['guilherme'],
  leo: ['leonardo'],
  nando: ['fernando'],
  ze: ['jose'],
  chico: ['francisco'],
  carol: ['carolina', 'caroline'],
  mari: ['mariana', 'marina'],
  lu: ['luana', 'luciana', 'lucas'],
  thi: ['thiago'],
  tiago: ['thiago'],
  joao: ['joao'],
  dani: ['daniela', 'daniel'],
  isa: ['isabela', 'isabel'],
  vini: ['vinicius'],
  pedrinho: ['pedro'],
}

/** Words that are never a student's name (commands, dates, fillers), in both languages. */
export const NOT_NAMES = new Set(
  `a o as os e ou de do da dos das pra pro para com sem no na nos nas em um uma uns umas que q
  eh e' ah hum tipo entao ai la aqui isso esse essa este esta hoje hj amanha amanh ontem agora
  depois antes manha tarde noite dia dias semana proxima proximo as às hora horas h min
  segunda terca quarta quinta sexta sabado domingo seg ter qua qui sex sab dom feira
  aula aulas treino treinos class classes lesson lessons session sessao registra registrar registre
  marca marcar marque agenda agendar cancela cancelar cancele desmarca desmarcar falta faltou faltaram
  avisada avisou veio nao não pagou pagamento pago pagar paid pay payment recebi vende vender vendi
  venda pacote pacotes package sell sold creditos credito credits saldo quantos quantas quanto tem
  quem deve devendo owes owe manda mandar envia enviar send resumo summary desfaz desfazer undo volta
  ajuda help estrelas estrela nota stars star reais real r$ pix dinheiro cartao card cash credito debito
  ted transferencia transfer chuva chover chovendo rain raining vai vou foi ficou muito bem mal melhor
  melhorou the a an and with for to of on at in today tomorrow yesterday next this my me i
  what who how many much does do did have has schedule mark register cancel please por favor
  ola oi bom boa tudo obrigado valeu kkkk kk haha late last minute show up left got from via
  anota acertou alguem anyone comigo me feedback avaliacao comentario meia isso errei nem aviso
  avisar apareceu compareceu passada passado ultima ultimo vem his her he she it`.split(/\s+/),
)

/** Focus tags by the words coaches use for them. */
export const TAG_WORDS: Record<string, FocusTag> = {
  tecnica: 'Técnica',
  technique: 'Técnica',
  tatica: 'Tática',
  tactics: 'Tática',
  tactical: 'Tática',
  fisico: 'Físico',
  preparo: 'Físico',
  fitness: 'Físico',
  physical: 'Físico',
  mental: 'Mental',
  cabeca: 'Mental',
  saque: 'Saque',
  servico: 'Saque',
  serve: 'Saque',
  serving: 'Saque',
  forehand: 'Forehand',
  direita: 'Forehand',
  backhand: 'Backhand',
  esquerda: 'Backhand',
  reves: 'Backhand',
  voleio: 'Voleio',
  volley: 'Voleio',
  voleios: 'Voleio',
  movimentacao: 'Movimentação',
  deslocamento: 'Movimentação',
  footwork: 'Movimentação',
  movement: 'Movimentação',
  smash: 'Smash',
}

export const METHOD_WORDS: Record<string, PaymentMethod> = {
  pix: 'pix',
  dinheiro: 'dinheiro',
  cash: 'dinheiro',
  especie: 'dinheiro',
  cartao: 'cartao',
  card: 'cartao',
  credito: 'cartao',
  debito: 'cartao',
  debit: 'cartao',
  credit: 'cartao',
  ted: 'transferencia',
  transferencia: 'transferencia',
  transfer: 'transferencia',
  doc: 'transferencia',
}

/** Number words (pt-BR and English) up to the hundreds coaches say for prices. */
export const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  one: 1,
  dois: 2,
  duas: 2,
  two: 2,
  tres: 3,
  three: 3,
  quatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  sete: 7,
  seven: 7,
  oito: 8,
  eight: 8,
  nove: 9,
  nine: 9,
  dez: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  doze: 12,
  twelve: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  twenty: 20,
  trinta: 30,
  thirty: 30,
  quarenta: 40,
  forty: 40,
  cinquenta: 50,
  fifty: 50,
  sessenta: 60,
  sixty: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  hundred: 100,
  duzentos: 200,
  trezentos: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
  mil: 1000,
  thousand: 1000,
}

/** ISO weekday (1 = Monday) of each weekday word. */
export const WEEKDAYS: Record<string, number> = {
  segunda: 1,
  seg: 1,
  monday: 1,
  mon: 1,
  terca: 2,
  ter: 2,
  tuesday: 2,
  tue: 2,
  quarta: 3,
  qua: 3,
  wednesday: 3,
  wed: 3,
  quinta: 4,
  qui: 4,
  thursday: 4,
  thu: 4,
  sexta: 5,
  sex: 5,
  friday: 5,
  fri: 5,
  sabado: 6,
  sab: 6,
  saturday: 6,
  sat: 6,
  domingo: 7,
  dom: 7,
  sunday: 7,
  sun: 7,
}
