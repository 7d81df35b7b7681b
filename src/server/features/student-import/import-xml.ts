/**
 * A small XML reader for the parts of spreadsheet files: it hands over one tag or text at a
 * time, in document order, so a sheet is read in one pass without building a tree of it, and
 * the reader can stop at the import's limits. It knows what Office and LibreOffice write —
 * elements, attributes, text, CDATA, comments, the XML declaration, the five named entities
 * and character references — and refuses a DOCTYPE (so no entity of a file's own can expand)
 * and anything malformed: unclosed or crossed tags, an unknown entity. Names are kept as
 * written, prefix included ('table:table-cell').
 */
export type XmlEvent =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string }

const NAME = /[^\s/>=]+/y
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y
const TAG_END = /\s*(\/?)>/y

export function* xmlEvents(xml: string): Generator<XmlEvent> {
  const open: string[] = []
  let at = 0
  while (at < xml.length) {
    const lt = xml.indexOf('<', at)
    if (lt < 0) {
      if (xml.slice(at).trim() !== '' && open.length === 0) throw new Error('xml: text outside')
      yield { kind: 'text', text: decodeEntities(xml.slice(at)) }
      break
    }
    if (lt > at) yield { kind: 'text', text: decodeEntities(xml.slice(at, lt)) }
    if (xml.startsWith('<!--', lt)) at = after(xml, '-->', lt + 4)
    else if (xml.startsWith('<![CDATA[', lt)) {
      at = after(xml, ']]>', lt + 9)
      yield { kind: 'text', text: xml.slice(lt + 9, at - 3) }
    } else if (xml.startsWith('<?', lt)) at = after(xml, '?>', lt + 2)
    else if (xml.startsWith('<!', lt)) throw new Error('xml: DOCTYPE or declaration')
    else if (xml[lt + 1] === '/') {
      at = after(xml, '>', lt + 2)
      const name = xml.slice(lt + 2, at - 1).trim()
      if (open.pop() !== name) throw new Error(`xml: unexpected </${name}>`)
      yield { kind: 'close', name }
    } else {
      const tag = readTag(xml, lt + 1)
      at = tag.end
      if (!tag.selfClosing) open.push(tag.name)
      yield { kind: 'open', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing }
      if (tag.selfClosing) yield { kind: 'close', name: tag.name }
    }
  }
  if (open.length > 0) throw new Error(`xml: <${open.at(-1)}> not closed`)
}

function readTag(xml: string, start: number) {
  NAME.lastIndex = start
  const name = NAME.exec(xml)?.[0]
  if (!name) throw new Error('xml: tag without a name')
  const attrs: Record<string, string> = Object.create(null)
  let at = NAME.lastIndex
  for (;;) {
    ATTRIBUTE.lastIndex = at
    const attribute = ATTRIBUTE.exec(xml)
    if (!attribute) break
    attrs[attribute[1]!] = decodeEntities(attribute[2] ?? attribute[3] ?? '')
    at = ATTRIBUTE.lastIndex
  }
  TAG_END.lastIndex = at
  const end = TAG_END.exec(xml)
  if (!end) throw new Error(`xml: <${name}> not closed`)
  return { name, attrs, selfClosing: end[1] === '/', end: TAG_END.lastIndex }
}

/** The index just past the next `marker` from `from`. */
function after(xml: string, marker: string, from: number): number {
  const at = xml.indexOf(marker, from)
  if (at < 0) throw new Error(`xml: ${marker} missing`)
  return at + marker.length
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&([^;&\s]{1,10});/g, (_, entity: string) => {
    const named = NAMED[entity]
    if (named) return named
    const code = /^#x[0-9a-f]+$/i.test(entity)
      ? Number.parseInt(entity.slice(2), 16)
      : /^#\d+$/.test(entity)
        ? Number(entity.slice(1))
        : Number.NaN
    if (!(code >= 0 && code <= 0x10ffff)) throw new Error(`xml: entity &${entity};`)
    return String.fromCodePoint(code)
  })
}

/** 'x:c' → 'c': the local name of an element or attribute. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1)
