import { type Token, type Tokens, Lexer } from 'marked';
import { extensionOf } from '../../../contract/files';

const MARKDOWN_EXTENSIONS: ReadonlySet<string> = new Set(['md', 'markdown', 'mdown', 'mkd']);

/** Whether a file's extracted text is Markdown source, whose syntax a passage should not show. */
export function isMarkdownName(name: string): boolean {
  return MARKDOWN_EXTENSIONS.has(extensionOf(name));
}

function inline(tokens: readonly Token[] | undefined, fallback: string): string {
  return tokens ? tokens.map(textOf).join('') : fallback;
}

function textOf(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'def':
      return '\n';
    case 'heading':
    case 'paragraph':
      return `${inline(token.tokens, token.text)}\n`;
    case 'code':
      return `${token.text}\n`;
    case 'codespan':
      return token.text;
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.map(textOf).join('');
    case 'list':
      return (token as Tokens.List).items.map((item) => `${item.tokens.map(textOf).join('').trim()}\n`).join('');
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => `${cells.map((cell) => inline(cell.tokens, cell.text)).join(' ')}\n`;
      return row(table.header) + table.rows.map(row).join('');
    }
    case 'image':
      return (token as Tokens.Image).text;
    case 'br':
      return '\n';
    case 'html':
      return token.text.replace(/<[^>]*>/g, ' ');
    case 'text':
    case 'strong':
    case 'em':
    case 'del':
    case 'link':
      return 'tokens' in token && token.tokens ? inline(token.tokens, token.text) : (token as Tokens.Text).text;
    default:
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
  }
}

/**
 * The words of a Markdown source as a reader sees them: headings, emphasis, list markers, table bars,
 * link and image syntax are left out, and the text is what remains. Entities stay as typed, since the
 * passage is escaped again when it is highlighted.
 */
export function markdownText(source: string): string {
  try {
    return new Lexer({ gfm: true }).lex(source).map(textOf).join('').replace(/\n{3,}/g, '\n\n');
  } catch {
    return source;
  }
}

/** The text a file's passage is cut from: a Markdown file's words without its syntax, any other file's text as extracted. */
export function passageSource(name: string, text: string): string {
  return text && isMarkdownName(name) ? markdownText(text) : text;
}
