import type { CodecheckRepositories } from './codecheck-repositories';
import type { BlameAuthor, Blamer } from './scan-engine';

/** Who wrote a piece of code and which account deals with it, as a tracked row stores them. */
export interface Authorship {
  author: string | null;
  author_email: string | null;
  handler: string | null;
  /** When the author last changed it, in milliseconds; null when git could not say. */
  modified_at: number | null;
}

type AccountLookup = Pick<CodecheckRepositories['users'], 'accountsByEmail' | 'accountsByName'>;

/** The account a git author is: the one with the author's e-mail, else the one person with the author's name, else none. */
export async function accountOfAuthor(users: AccountLookup, name: string, email: string | null): Promise<string | null> {
  const byEmail = email ? await users.accountsByEmail(email) : [];
  if (byEmail.length === 1) return byEmail[0]!.account;
  const byName = byEmail.length ? [] : await users.accountsByName(name);
  return byName.length === 1 ? byName[0]!.account : null;
}

/**
 * Git authors become handlers only as accounts, so a handler can be reassigned and found again: the
 * account with the author's e-mail, else the one person with the author's name, else none. Each author
 * is looked up once per scan.
 */
export function authorship(blame: Blamer, users: AccountLookup, commit: string) {
  const accounts = new Map<string, Promise<string | null>>();

  function lookUp(author: BlameAuthor): Promise<string | null> {
    return accountOfAuthor(users, author.author, author.authorMail || null);
  }

  async function of(author: BlameAuthor | undefined): Promise<Authorship> {
    if (!author) return { author: null, author_email: null, handler: null, modified_at: null };
    const key = `${author.authorMail}\u0000${author.author}`;
    if (!accounts.has(key)) accounts.set(key, lookUp(author));
    return { author: author.author, author_email: author.authorMail || null, handler: await accounts.get(key)!, modified_at: author.authorTime * 1000 };
  }

  return {
    /** The author of one line, for a lint defect. */
    async ofLine(path: string, line: number) {
      return of(await blame.authorOf(path, commit, line).catch(() => undefined));
    },
    /** Whoever changed the range last, for a risky function or a duplicated file. */
    async ofRange(path: string, startLine: number, endLine: number) {
      return of(await blame.latestModifier(path, commit, startLine, endLine).catch(() => undefined));
    },
  };
}

export type AuthorshipOf = ReturnType<typeof authorship>;
