import picomatch from 'picomatch';
import { normaliseFilter } from '../../contract/codecheck-task';

/**
 * A task's path filters (spec §7 add/filter/path): each entry excludes files either by glob
 * (`**` crosses folders, `*` and `?` stay inside one) or, without glob characters, as a path prefix
 * (`docs` excludes `docs/a.md` but not `docs-old/a.md`).
 */

/** A glob as picomatch reads it; dot files are files like any other here. */
export function globMatcher(glob: string): (path: string) => boolean {
  return picomatch(glob, { dot: true });
}

type PathMatcher = (path: string) => boolean;

function compileFilters(filters: string[]): PathMatcher {
  const prefixes: string[] = [];
  const globs: ((path: string) => boolean)[] = [];
  for (const raw of filters) {
    const filter = normaliseFilter(raw);
    if (filter === '') continue;
    if (picomatch.scan(filter).isGlob) {
      globs.push(globMatcher(filter));
      // A glob naming a folder excludes what is inside it too, as `dist/**` would.
      globs.push(globMatcher(`${filter}/**`));
    } else {
      prefixes.push(filter);
    }
  }
  return (path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || globs.some((matches) => matches(path));
}

/** The files left after excluding everything a filter matches. */
export function applyPathFilters(files: string[], filters: string[]): string[] {
  if (filters.length === 0) return files;
  const excluded = compileFilters(filters);
  return files.filter((path) => !excluded(path));
}
