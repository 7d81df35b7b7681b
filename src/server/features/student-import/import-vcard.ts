/**
 * The contacts of a .vcf file — what a phone shares when the coach exports contacts — as the
 * cells of a sheet (Nome, Telefone, E-mail, Observações), so they go through the same checks as
 * a spreadsheet's lines. Reads vCard 2.1 (Android: QUOTED-PRINTABLE names), 3.0 and 4.0
 * (`TEL;VALUE=uri:tel:+55…`); folded lines are unfolded and `\,` `\;` `\n` unescaped. A contact
 * with several phones gives its mobile (TYPE=CELL), else its preferred, else its first.
 */
export function vcardCells(text: string): string[][] {
  const cards: string[][] = [['Nome', 'Telefone', 'E-mail', 'Observações']]
  let card: Contact | null = null
  for (const line of unfold(text)) {
    const { name, params, value } = property(line)
    if (name === 'BEGIN' && value.toUpperCase() === 'VCARD') card = { phones: [] }
    else if (name === 'END' && card) {
      cards.push([
        card.fn ?? card.n ?? '',
        bestPhone(card.phones),
        card.email ?? '',
        card.note ?? '',
      ])
      card = null
    } else if (card) read(card, name, params, decode(value, params))
  }
  return cards
}

interface Contact {
  fn?: string
  n?: string
  phones: { value: string; params: string }[]
  email?: string
  note?: string
}

function read(card: Contact, name: string, params: string, value: string) {
  if (name === 'FN' && value.trim()) card.fn = unescapeText(value).trim()
  else if (name === 'N') {
    // family;given;additional;prefix;suffix → 'given additional family'
    const [family = '', given = '', additional = ''] = splitUnescaped(value)
    const full = [given, additional, family].filter(Boolean).join(' ').trim()
    if (full) card.n = full
  } else if (name === 'TEL') card.phones.push({ value: value.replace(/^tel:/i, ''), params })
  else if (name === 'EMAIL' && !card.email) card.email = unescapeText(value).trim()
  else if (name === 'NOTE') card.note = unescapeText(value).trim()
}

function bestPhone(phones: { value: string; params: string }[]): string {
  const by = (pattern: RegExp) => phones.find((p) => pattern.test(p.params))
  return (by(/\b(cell|mobile|iphone)\b/i) ?? by(/\bpref\b|PREF=/i) ?? phones[0])?.value.trim() ?? ''
}

/** RFC 6350 §3.2: a line beginning with a space or a tab continues the one before it. */
function unfold(text: string): string[] {
  const lines: string[] = []
  for (const raw of text.split(/\r?\n/)) {
    const last = lines.length - 1
    if (/^[ \t]/.test(raw) && last >= 0) lines[last] += raw.slice(1)
    // vCard 2.1 quoted-printable: a line ending in '=' continues on the next
    else if (last >= 0 && lines[last]!.endsWith('=') && /QUOTED-PRINTABLE/i.test(lines[last]!))
      lines[last] = lines[last]!.slice(0, -1) + raw
    else lines.push(raw)
  }
  return lines
}

/** 'item1.TEL;TYPE=CELL:+55 11…' → { name: 'TEL', params: 'TYPE=CELL', value: '+55 11…' }. */
function property(line: string): { name: string; params: string; value: string } {
  const colon = line.indexOf(':')
  if (colon < 0) return { name: '', params: '', value: '' }
  const [head = '', ...params] = line.slice(0, colon).split(';')
  const name = head.replace(/^[^.]*\./, '').toUpperCase()
  return { name, params: params.join(';'), value: line.slice(colon + 1) }
}

/** A vCard 2.1 QUOTED-PRINTABLE value (UTF-8 bytes as =C3=A3) as text. */
function decode(value: string, params: string): string {
  if (!/ENCODING=QUOTED-PRINTABLE/i.test(params)) return value
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(value.charCodeAt(i) & 0xff)
  }
  return new TextDecoder().decode(Uint8Array.from(bytes))
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

/** A structured value's parts, split on the ';' that are not escaped. */
const splitUnescaped = (value: string) =>
  value.split(/(?<!\\);/).map((part) => unescapeText(part).trim())
