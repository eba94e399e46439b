/**
 * A task's path filters (spec §7 add/filter/path): each entry excludes files either by glob
 * (`**` crosses folders, `*` and `?` stay inside one) or, without glob characters, as a path prefix
 * (`docs` excludes `docs/a.md` but not `docs-old/a.md`).
 */

const GLOB_CHARS = /[*?[]/;

export function normaliseFilter(filter: string): string {
  return filter.trim().replace(/\\/g, '/').replace(/^\.?\/+/, '').replace(/\/+$/, '');
}

export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const ch = glob[index] as string;
    if (ch === '*') {
      if (glob[index + 1] === '*') {
        const slashAfter = glob[index + 2] === '/';
        source += slashAfter ? '(?:.*/)?' : '.*';
        index += slashAfter ? 2 : 1;
      } else {
        source += '[^/]*';
      }
    } else if (ch === '?') {
      source += '[^/]';
    } else if (ch === '[') {
      const end = glob.indexOf(']', index + 1);
      if (end < 0) {
        source += '\\[';
      } else {
        const body = glob.slice(index + 1, end).replace(/\\/g, '\\\\').replace(/^!/, '^');
        source += `[${body}]`;
        index = end;
      }
    } else {
      source += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

export type PathMatcher = (path: string) => boolean;

export function compileFilters(filters: string[]): PathMatcher {
  const prefixes: string[] = [];
  const globs: RegExp[] = [];
  for (const raw of filters) {
    const filter = normaliseFilter(raw);
    if (filter === '') continue;
    if (GLOB_CHARS.test(filter)) {
      globs.push(globToRegExp(filter));
      // A glob naming a folder excludes what is inside it too, as `dist/**` would.
      globs.push(globToRegExp(`${filter}/**`));
    } else {
      prefixes.push(filter);
    }
  }
  return (path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || globs.some((glob) => glob.test(path));
}

/** The files left after excluding everything a filter matches. */
export function applyPathFilters(files: string[], filters: string[]): string[] {
  if (filters.length === 0) return files;
  const excluded = compileFilters(filters);
  return files.filter((path) => !excluded(path));
}
