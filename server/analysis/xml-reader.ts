/**
 * A small, strict reader for the XML that analysis tools print (checkstyle, cppcheck) and that
 * pipelines upload. It keeps elements, attributes and text; it refuses DOCTYPE declarations outright,
 * so no entity expansion or external fetch can ever happen, and knows only the five predefined
 * entities and character references.
 *
 * Kept, and made strict, instead of a parser from the dependency tree: fast-xml-parser arrives only in an
 * old major through the test object store, and @xmldom/xmldom (through officeparser) recovers from
 * malformed input by design: content after the root and out-of-range character references pass
 * without a word, missing space between attributes is a warning. Reports arrive from pipelines,
 * so they are hostile input; this reader refuses declarations outright, walks any depth without
 * recursion, and rejects whatever is not well-formed, so a broken report fails its run instead of
 * being read as something it does not say. The formats read (checkstyle, cppcheck) need nothing more.
 */

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlError extends Error {
  constructor(message: string, readonly offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = 'XmlError';
  }
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML 1.0's Char production: what a document may contain, written or as a character reference. */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

const REFERENCE = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|([A-Za-z_:][-A-Za-z0-9_:.]*));|&/g;

function decode(text: string, offset: number): string {
  return text.replace(REFERENCE, (whole: string, hex: string | undefined, decimal: string | undefined, entity: string | undefined, at: number) => {
    const where = offset + at;
    if (hex !== undefined || decimal !== undefined) {
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal as string, 10);
      if (!isXmlChar(code)) throw new XmlError(`character reference ${whole} is not an XML character`, where);
      return String.fromCodePoint(code);
    }
    const value = entity === undefined ? undefined : PREDEFINED[entity];
    if (value === undefined) throw new XmlError(entity === undefined ? 'unescaped &' : `unknown entity ${whole}`, where);
    return value;
  });
}

/** Text between markup, where `]]>` may not appear and only references are decoded. */
function characterData(text: string, offset: number): string {
  const end = text.indexOf(']]>');
  if (end >= 0) throw new XmlError('"]]>" outside a CDATA section', offset + end);
  return decode(text, offset);
}

const NAME = /[\p{L}_:][\p{L}\p{N}_:.\u00B7-]*/uy;
const ATTRIBUTE = /([\p{L}_:][\p{L}\p{N}_:.\u00B7-]*)[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/uy;
const SPACE = /[ \t\r\n]*/y;

/** The end of the white space starting at `from`. */
function skipSpace(xml: string, from: number): number {
  SPACE.lastIndex = from;
  SPACE.exec(xml);
  return SPACE.lastIndex;
}

function readAttributes(xml: string, from: number, element: XmlElement): number {
  let cursor = from;
  for (;;) {
    const afterSpace = skipSpace(xml, cursor);
    if (afterSpace >= xml.length) throw new XmlError(`unterminated tag <${element.name}>`, from);
    if (xml.startsWith('/>', afterSpace) || xml[afterSpace] === '>') return afterSpace;
    if (afterSpace === cursor) throw new XmlError(`malformed tag <${element.name}>: white space must separate attributes`, cursor);
    ATTRIBUTE.lastIndex = afterSpace;
    const attribute = ATTRIBUTE.exec(xml);
    if (!attribute) throw new XmlError(`malformed tag <${element.name}>`, afterSpace);
    const name = attribute[1] as string;
    const raw = attribute[2] ?? attribute[3] ?? '';
    if (Object.hasOwn(element.attributes, name)) throw new XmlError(`attribute ${name} repeated on <${element.name}>`, afterSpace);
    if (raw.includes('<')) throw new XmlError(`"<" in the value of attribute ${name}`, afterSpace);
    element.attributes[name] = decode(raw, afterSpace);
    cursor = ATTRIBUTE.lastIndex;
  }
}

/**
 * Parses a whole document, refusing anything that is not well-formed XML (as far as elements,
 * attributes, text, comments, CDATA and processing instructions go) with an `XmlError`; never throws
 * anything else, so a caller can report a bad file as a failed tool run.
 */
export function parseXml(input: string): XmlElement {
  // A byte order mark that survived decoding is not part of the document.
  const xml = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const invalid = NOT_XML_CHAR.exec(xml);
  if (invalid) throw new XmlError(`U+${(invalid[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')} is not an XML character`, invalid.index);
  let position = 0;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const top = (): XmlElement => stack[stack.length - 1] as XmlElement;
  const addText = (text: string, offset: number): void => {
    if (top() === root) {
      if (text.trim() !== '') throw new XmlError(root.children.length > 0 ? 'content after the root element' : 'text before the root element', offset);
      return;
    }
    top().text += characterData(text, offset);
  };

  while (position < xml.length) {
    const lt = xml.indexOf('<', position);
    if (lt < 0) {
      addText(xml.slice(position), position);
      break;
    }
    if (lt > position) addText(xml.slice(position, lt), position);
    if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt);
      if (end < 0) throw new XmlError('unterminated processing instruction', lt);
      if (/^<\?xml[ \t\r\n?]/i.test(xml.slice(lt, lt + 6)) && lt !== 0) throw new XmlError('XML declaration not at the start', lt);
      position = end + 2;
    } else if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('--', lt + 4);
      if (end < 0) throw new XmlError('unterminated comment', lt);
      if (xml[end + 2] !== '>') throw new XmlError('"--" inside a comment', end);
      position = end + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) throw new XmlError('unterminated CDATA section', lt);
      if (top() === root) throw new XmlError('CDATA section outside the root element', lt);
      top().text += xml.slice(lt + 9, end);
      position = end + 3;
    } else if (xml.startsWith('<!', lt)) {
      throw new XmlError('DOCTYPE and other declarations are not accepted', lt);
    } else if (xml.startsWith('</', lt)) {
      NAME.lastIndex = lt + 2;
      const match = NAME.exec(xml);
      if (!match) throw new XmlError('bad closing tag', lt);
      const element = stack.pop();
      if (!element || element === root || element.name !== match[0]) {
        throw new XmlError(`closing tag </${match[0]}> does not match`, lt);
      }
      const end = skipSpace(xml, NAME.lastIndex);
      if (xml[end] !== '>') throw new XmlError(`malformed closing tag </${match[0]}>`, lt);
      position = end + 1;
    } else {
      NAME.lastIndex = lt + 1;
      const match = NAME.exec(xml);
      if (!match) throw new XmlError('bad tag name', lt);
      if (top() === root && root.children.length > 0) throw new XmlError('content after the root element', lt);
      const element: XmlElement = { name: match[0], attributes: {}, children: [], text: '' };
      const cursor = readAttributes(xml, NAME.lastIndex, element);
      top().children.push(element);
      if (xml.startsWith('/>', cursor)) {
        position = cursor + 2;
      } else {
        stack.push(element);
        position = cursor + 1;
      }
    }
  }
  if (stack.length !== 1) throw new XmlError(`unclosed element <${top().name}>`, xml.length);
  const [document] = root.children;
  if (!document) throw new XmlError('no root element', 0);
  return document;
}

/** Every descendant element with the given name, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  // Iterative, so a deeply nested upload cannot exhaust the call stack.
  const found: XmlElement[] = [];
  const pending: XmlElement[] = [...element.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as XmlElement;
    if (node.name === name) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index] as XmlElement);
  }
  return found;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
