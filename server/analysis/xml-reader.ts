/**
 * A small, strict reader for the XML that analysis tools print (checkstyle, cppcheck) and that
 * pipelines upload. It keeps elements, attributes and text; it refuses DOCTYPE declarations outright,
 * so no entity expansion or external fetch can ever happen, and knows only the five predefined
 * entities and character references.
 *
 * Kept instead of fast-xml-parser on purpose: reports arrive from pipelines, so they are hostile input;
 * that parser accepts a DOCTYPE and expands its internal entities unless configured not to, and builds
 * its tree recursively up to a fixed depth, where this reader refuses declarations outright and walks
 * any depth without recursion. The formats read (checkstyle, cppcheck) need nothing more.
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

function decode(text: string, offset: number): string {
  return text.replace(/&([^;&\s]{1,10});/g, (_, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      const code = Number.parseInt(entity.slice(2), 16);
      if (Number.isNaN(code)) throw new XmlError(`bad character reference &${entity};`, offset);
      return String.fromCodePoint(code);
    }
    if (entity.startsWith('#')) {
      const code = Number.parseInt(entity.slice(1), 10);
      if (Number.isNaN(code)) throw new XmlError(`bad character reference &${entity};`, offset);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[entity];
    if (value === undefined) throw new XmlError(`unknown entity &${entity};`, offset);
    return value;
  });
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

export function parseXml(xml: string): XmlElement {
  let position = 0;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const top = (): XmlElement => stack[stack.length - 1] as XmlElement;

  while (position < xml.length) {
    const lt = xml.indexOf('<', position);
    if (lt < 0) {
      top().text += decode(xml.slice(position), position);
      break;
    }
    if (lt > position) top().text += decode(xml.slice(position, lt), position);
    if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt);
      if (end < 0) throw new XmlError('unterminated processing instruction', lt);
      position = end + 2;
    } else if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end < 0) throw new XmlError('unterminated comment', lt);
      position = end + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) throw new XmlError('unterminated CDATA section', lt);
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
      const end = xml.indexOf('>', NAME.lastIndex);
      if (end < 0) throw new XmlError('unterminated closing tag', lt);
      position = end + 1;
    } else {
      NAME.lastIndex = lt + 1;
      const match = NAME.exec(xml);
      if (!match) throw new XmlError('bad tag name', lt);
      const element: XmlElement = { name: match[0], attributes: {}, children: [], text: '' };
      let cursor = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const attribute = ATTRIBUTE.exec(xml);
        if (!attribute) break;
        element.attributes[attribute[1] as string] = decode(attribute[3] ?? attribute[4] ?? '', cursor);
        cursor = ATTRIBUTE.lastIndex;
      }
      while (cursor < xml.length && /\s/.test(xml[cursor] as string)) cursor += 1;
      top().children.push(element);
      if (xml.startsWith('/>', cursor)) {
        position = cursor + 2;
      } else if (xml[cursor] === '>') {
        stack.push(element);
        position = cursor + 1;
      } else {
        throw new XmlError(`malformed tag <${element.name}>`, lt);
      }
    }
  }
  if (stack.length !== 1) throw new XmlError(`unclosed element <${top().name}>`, xml.length);
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new XmlError('expected exactly one root element', 0);
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
