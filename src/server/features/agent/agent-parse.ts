import type { IsoDate } from '../../../shared/domain/dates'
import { amountOf, readAmount, validityOf } from './agent-amounts'
import { feedback } from './agent-feedback'
import type { ParseResult } from './agent-intent'
import { lessons } from './agent-lessons'
import { findMentions, type Mention, type RosterStudent } from './agent-names'
import { intent, isAsk, oneStudent } from './agent-result'
import { dayOf, methodOf } from './agent-values'
import { NUMBER_WORDS, normalize } from './agent-words'

/**
 * The deterministic parser of the agent (without an AI provider): a coach's message, typed
 * or transcribed, becomes one intent, a question back, or 'unknown'. It never guesses a
 * student, a time or an amount: whatever is missing or fits two students is asked. Order
 * matters — the most specific commands are recognised first.
 */

export interface ParseContext {
  /** The coach's today (their zone). */
  today: IsoDate
  students: RosterStudent[]
}

const has = (text: string, pattern: RegExp) => pattern.test(text)

const HELP =
  /^(ajuda|help|socorro|comandos|menu)\b|\bo (q|que) (voce|vc) (faz|sabe fazer)\b|\bcomo funciona\b|\bcomandos\b|\bcomo (e que |que )?(eu )?(uso|usar|utilizo|utilizar|mexo) (isso|isto|aqui|voce|vc|o app|o bot|o agente|o assistente)\b|\bwhat can you do\b|\bwhat commands\b|\bhow does (this|it) work\b|\bhow (do|can|should) i use (this|it|you)\b/
/** Interjections and apologies a coach opens an undo with: "opa, errei, desfaz". */
const SORRY =
  '(?:ops|opa|oops|ah|ih|eita|putz|xi|errei|erro|foi mal|desculpa|my bad|sorry|wrong|mistake|please|por favor|pf|pfv)'
const UNDO = new RegExp(
  `^(?:${SORRY} (?:, |! )?)*(desfaz|desfazer|desfaca|undo|volta|voltar|cancela o ultimo|cancelar o ultimo|apaga o ultimo)\\b`,
)
const DEBTORS =
  /\b(quem|who|alguem|anyone|anybody)\b.*\b(devendo|deve|devem|owes?|owing|em aberto|pendente|atrasad\w*|behind|nao pagou|nao pagaram|hasn t paid|has not paid|haven t paid|didn t pay)\b/
const CREDITS =
  /\b(quantos creditos|quantas aulas|saldo|creditos?|credits?|sobra\w*)\b|\b(classes|lessons)\b.*\bleft\b/
const PAID =
  /\b(pagou|pagamento|paid|pays|recebi|received|pago|acertou|quitou|transferiu|fez (um|uma) (pix|ted|transferencia))\b|\bgot\b.*\bfrom\b/
const AGENDA =
  /\b(agenda|schedule|o (q|que)( que)?( eu)? tenho|quais aulas|(tenho|to com|tou com|estou com) aula|what do i have|minhas aulas|my lessons|my classes|show me .*(lessons|classes))\b/

/** A voice note asked for: "áudio pra Ana", "audio for Ana", "manda um áudio no feedback da Ana". */
const VOICE = /\b(audio|audios|voice note|voice message|mensagem de voz|recado de voz)\b/

function voiceFor(text: string, mentions: Mention[]): ParseResult | null {
  if (!VOICE.test(text)) return null
  const s = oneStudent(mentions)
  return isAsk(s) ? s : intent({ kind: 'voice_for', studentId: s.id })
}

function small(text: string): ParseResult | null {
  const short = text.split(' ').length <= 6
  if (HELP.test(text) || (short && /\b(ajuda|help)\b/.test(text))) return intent({ kind: 'help' })
  if (UNDO.test(text)) return intent({ kind: 'undo' })
  if (DEBTORS.test(text)) return intent({ kind: 'debtors_query' })
  return null
}

function queries(text: string, mentions: Mention[], ctx: ParseContext): ParseResult | null {
  // "pagou no crédito" is a card payment, not a question about credits
  if (CREDITS.test(text) && !PAID.test(text) && !has(text, /\b(vend\w*|sell|sold)\b/)) {
    const s = oneStudent(mentions)
    return isAsk(s) ? s : intent({ kind: 'credits_query', studentId: s.id })
  }
  if (AGENDA.test(text))
    return intent({ kind: 'agenda_query', date: dayOf(text, ctx.today) ?? ctx.today })
  if (
    has(text, /\b(manda|mande|mandar|envia|envie|enviar|send)\b/) &&
    has(text, /\b(resumo|summary)\b/)
  ) {
    const s = oneStudent(mentions)
    return isAsk(s) ? s : intent({ kind: 'send_summary', studentId: s.id })
  }
  return null
}

/** A number of classes: "8 aulas", "oito aulas", "10 classes". */
function classesOf(text: string): number | null {
  const m = /\b(\d{1,3}|[a-z]+)[ -](aulas?|class(?:es)?|lessons?)\b/.exec(text)
  if (!m) return null
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!] ?? null)
}

function money(text: string, mentions: Mention[]): ParseResult | null {
  if (
    has(text, /\b(vend\w*|sell|sold|novo pacote|new package)\b/) ||
    (has(text, /\b(pacote|package)\b/) && classesOf(text))
  ) {
    const classes = classesOf(text)
    if (!classes) return null
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    // the classes and the validity out first, so that neither number is read as the price
    const validity = validityOf(text)
    const rest = (validity?.rest ?? text).replace(/\b\S+[ -](aulas?|class(?:es)?|lessons?)\b/, ' ')
    const price = readAmount(rest)
    if (price === 'unclear') return { kind: 'ask', reason: 'missing_amount' }
    return intent({
      kind: 'sell_package',
      studentId: s.id,
      classes,
      priceCents: price,
      validityDays: validity?.days ?? null,
    })
  }
  if (PAID.test(text)) {
    const s = oneStudent(mentions)
    if (isAsk(s)) return s
    const amount = amountOf(text)
    if (amount === null || amount <= 0) return { kind: 'ask', reason: 'missing_amount' }
    return intent({
      kind: 'record_payment',
      studentId: s.id,
      amountCents: amount,
      method: methodOf(text),
    })
  }
  return null
}

/** The message's intent, the question to ask back, or 'unknown'. */
export function parseMessage(original: string, ctx: ParseContext): ParseResult {
  const text = normalize(original)
  if (!text) return { kind: 'unknown' }
  const quick = small(text)
  if (quick) return quick
  const mentions = findMentions(text.split(' '), original, ctx.students)
  return (
    voiceFor(text, mentions) ??
    queries(text, mentions, ctx) ??
    money(text, mentions) ??
    feedback(text, original, mentions) ??
    lessons(text, mentions, ctx.today) ?? { kind: 'unknown' }
  )
}
