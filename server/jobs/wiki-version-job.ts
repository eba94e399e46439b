import type { Config } from '../config';
import type { WikiArea } from '../modules/wiki/wiki-area';
import type { PeriodicJob } from './periodic-job';

/**
 * Versions wiki pages whose editing paused (a quiet minute by default). Runs at start too, so changes a
 * killed process stored but never versioned get their version.
 */
export function wikiVersionJob(wiki: Pick<WikiArea, 'collab'>, config: Pick<Config, 'wikiQuietMs'>): PeriodicJob {
  return { name: 'wiki-version', everyMs: Math.max(1000, Math.floor(config.wikiQuietMs / 4)), runAtStart: true, perInstance: true, run: async () => void (await wiki.collab.sweep()) };
}
