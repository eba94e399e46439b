import path from 'node:path';
import { DAY_MS } from '../../contract/constants';
import type { Config } from '../config';
import type { DocumentArea } from '../modules/documents/document-area';
import { sweepStaging } from '../storage/staging';
import type { PeriodicJob } from './periodic-job';

const HOUR_MS = 3_600_000;

/** Purges recycle-bin items and deleted libraries past their retention. */
function recycleSweepJob(area: Pick<DocumentArea, 'recycle' | 'libraries'>, everyMs: number): PeriodicJob {
  return {
    name: 'recycle-sweep',
    everyMs,
    async run() {
      await area.recycle.sweep();
      await area.libraries.sweepLibraries();
    },
  };
}

/** Removes staged blobs a day old: what interrupted single-request uploads left on this process's disk. */
function stagingSweepJob(config: Pick<Config, 'storage' | 'dataDir'>, everyMs: number): PeriodicJob {
  const staging = config.storage.driver === 'local' ? path.join(config.storage.root, '.staging') : path.join(config.dataDir, 'staging');
  return { name: 'staging-sweep', everyMs, perInstance: true, run: () => sweepStaging(staging, DAY_MS) };
}

/**
 * Collects abandoned resumable uploads with their part files, and takes back finishes whose process died.
 * Also run at start, which takes back the finishes a restart interrupted.
 */
function uploadSweepJob(area: Pick<DocumentArea, 'resumable'>): PeriodicJob {
  return { name: 'upload-sweep', everyMs: HOUR_MS, runAtStart: true, perInstance: true, run: () => area.resumable.sweep() };
}

/** The document area's periodic jobs; the recycle and staging sweeps are off when their period is 0. */
export function documentJobs(area: DocumentArea, config: Pick<Config, 'recycleSweepMs' | 'storage' | 'dataDir'>): PeriodicJob[] {
  const sweeps = config.recycleSweepMs > 0 ? [recycleSweepJob(area, config.recycleSweepMs), stagingSweepJob(config, config.recycleSweepMs)] : [];
  return [...sweeps, uploadSweepJob(area)];
}
