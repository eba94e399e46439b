import type { CommentSubject, WhoMayComment } from '../../../contract/comments';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { NodeRow } from '../files/node-repo';
import type { LibraryRow } from '../library/library-repo';
import type { LibraryPolicy } from '../library/policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { commentErrors } from './comment-errors';
import type { CommentRepositories } from './comment-repositories';

/** An item that may be commented on, as its readers see it. */
export interface CommentTarget {
  subject: CommentSubject;
  library: LibraryRow;
  /** The file or folder; none for a wiki page. */
  node: NodeRow | null;
  title: string;
}

/**
 * Who may comment. Rights follow the item's: whoever reads a file or folder (its library) or a wiki page
 * (its library, then the page's grants) may read its comments and, as the library's rule says, comment,
 * reply, resolve and reopen: its readers (the default), only those who may edit it, or nobody. A comment
 * is changed by its author alone and deleted by its author or the library's admins. The rule is set by
 * the library's admins.
 */
export function commentPolicy(repos: Pick<CommentRepositories, 'libraries' | 'nodes'>, deps: { libraries: LibraryPolicy; wiki: Pick<WikiPolicy, 'authorize' | 'can'> }) {
  async function library(libraryId: number): Promise<LibraryRow> {
    const found = await repos.libraries.findById(libraryId);
    if (!found || found.deleted_at !== null) throw errors.notFound();
    return found;
  }

  /** The item when the actor may read it: 404 when it is missing or not of this library, the resource's 403 otherwise. */
  async function authorizeRead(actor: Actor, subject: CommentSubject): Promise<CommentTarget> {
    if (subject.type === 'wiki') {
      const { lib, page } = await deps.wiki.authorize(actor, 'read', { libraryId: subject.libraryId, pageId: subject.id });
      return { subject, library: lib.library, node: null, title: page.title };
    }
    const found = await library(subject.libraryId);
    await deps.libraries.authorize(actor, 'read', found);
    const node = await repos.nodes.findById(subject.id);
    if (!node || node.library_id !== found.id || node.kind !== subject.type || node.deleted_at !== null || node.parent_id === null) throw errors.notFound();
    return { subject, library: found, node, title: node.name };
  }

  async function mayComment(actor: Actor, target: CommentTarget, rule: WhoMayComment): Promise<boolean> {
    if (rule === 'nobody') return false;
    if (rule === 'readers') return true;
    if (target.subject.type === 'wiki') return deps.wiki.can(actor, 'edit', { libraryId: target.library.id, pageId: target.subject.id });
    return deps.libraries.can(actor, 'edit', target.library);
  }

  return {
    authorizeRead,
    mayComment,

    /** Whether a person may read the item (so is told of a mention of them). */
    async canRead(person: Actor, subject: CommentSubject): Promise<boolean> {
      try {
        await authorizeRead(person, subject);
        return true;
      } catch {
        return false;
      }
    },

    async authorizeComment(actor: Actor, target: CommentTarget, rule: WhoMayComment) {
      if (!(await mayComment(actor, target, rule))) throw commentErrors.closed(rule === 'nobody' ? 'nobody' : 'editors');
    },

    authorizeEdit(actor: Actor, comment: { author_id: number }) {
      if (comment.author_id !== actor.id) throw errors.forbidden();
    },

    /** The library's admins delete any comment of it. */
    isAdmin(actor: Actor, target: CommentTarget): Promise<boolean> {
      return deps.libraries.can(actor, 'admin', target.library);
    },

    async authorizeDelete(actor: Actor, comment: { author_id: number }, target: CommentTarget) {
      if (!(comment.author_id === actor.id || (await deps.libraries.can(actor, 'admin', target.library)))) throw errors.forbidden();
    },

    async authorizeRule(actor: Actor, libraryId: number, action: 'read' | 'admin'): Promise<LibraryRow> {
      const found = await library(libraryId);
      await deps.libraries.authorize(actor, action, found);
      return found;
    },
  };
}

export type CommentPolicy = ReturnType<typeof commentPolicy>;
