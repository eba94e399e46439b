import { Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { WIKI_PAGE_LINK, type WikiNode } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useWikiTree } from '../../api/wiki-queries';
import { isSafeUrl } from './safe-url';
import { wikiProse } from './wiki-prose';

/** A link to another page under that page's title now, from the tree (offline too); gone pages say so. */
function PageLink({ libraryId, pageId }: { libraryId: number; pageId: number }) {
  const { LL } = useI18nContext();
  const { data: tree } = useWikiTree(libraryId);
  if (!tree) {
    return (
      <a data-page-link="" data-state="loading" data-testid="wiki-page-link">
        …
      </a>
    );
  }
  const page = tree.pages.find((candidate) => candidate.id === pageId);
  if (!page) {
    return (
      <a data-page-link="" data-state="missing" data-testid="wiki-page-link">
        {LL.wiki.pageLink.missing()}
      </a>
    );
  }
  return (
    <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(pageId) }} data-page-link="" data-state="live" data-page-id={pageId} data-testid="wiki-page-link">
      {page.title}
    </Link>
  );
}

function attr(node: { attrs?: WikiNode['attrs'] }, key: string): string | number | boolean | null | undefined {
  return node.attrs?.[key];
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function renderText(node: WikiNode, key: number): ReactNode {
  let out: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'code') out = <code>{out}</code>;
    else if (mark.type === 'link') {
      const href = textOf(mark.attrs?.href);
      // An address that could run script stays plain text.
      if (href && isSafeUrl(href)) {
        out = (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {out}
          </a>
        );
      }
    }
  }
  return <span key={key}>{out}</span>;
}

function renderChildren(node: WikiNode, libraryId: number): ReactNode[] {
  return (node.content ?? []).map((child, index) => renderNode(child, index, libraryId));
}

function renderNode(node: WikiNode, key: number, libraryId: number): ReactNode {
  const children = renderChildren(node, libraryId);
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(attr(node, 'level')) || 1));
      const Tag = `h${level}` as 'h1';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList': {
      const start = Number(attr(node, 'start'));
      return (
        <ol key={key} start={Number.isInteger(start) && start > 1 ? start : undefined}>
          {children}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'taskList':
      return (
        <ul key={key} data-type="taskList">
          {children}
        </ul>
      );
    case 'taskItem':
      return (
        <li key={key} data-checked={attr(node, 'checked') === true}>
          <label>
            <input type="checkbox" checked={attr(node, 'checked') === true} readOnly disabled />
          </label>
          <div>{children}</div>
        </li>
      );
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{(node.content ?? []).map((child) => child.text ?? '').join('')}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'hardBreak':
      return <br key={key} />;
    case WIKI_PAGE_LINK.node: {
      const pageId = Number(attr(node, WIKI_PAGE_LINK.attr));
      return Number.isInteger(pageId) && pageId > 0 ? <PageLink key={key} libraryId={libraryId} pageId={pageId} /> : null;
    }
    case 'image': {
      const src = textOf(attr(node, 'src'));
      if (!src || !isSafeUrl(src)) return null;
      return <img key={key} src={src} alt={textOf(attr(node, 'alt')) ?? ''} title={textOf(attr(node, 'title'))} loading="lazy" />;
    }
    case 'table':
      return (
        <table key={key}>
          <tbody>{children}</tbody>
        </table>
      );
    case 'tableRow':
      return <tr key={key}>{children}</tr>;
    case 'tableHeader':
    case 'tableCell': {
      const Cell = node.type === 'tableHeader' ? 'th' : 'td';
      const colSpan = Number(attr(node, 'colspan')) || undefined;
      const rowSpan = Number(attr(node, 'rowspan')) || undefined;
      return (
        <Cell key={key} colSpan={colSpan} rowSpan={rowSpan}>
          {children}
        </Cell>
      );
    }
    default:
      // A node of a later editor version: its text still reads.
      return <div key={key}>{children}</div>;
  }
}

/** A page's content as the editor left it, drawn without loading the editor; page links read the library's tree. */
export function WikiContent({ libraryId, content }: { libraryId: number; content: WikiNode }) {
  return (
    <Box css={wikiProse} data-testid="wiki-content">
      {renderChildren(content, libraryId)}
    </Box>
  );
}
