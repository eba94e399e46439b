import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** Branch analysis' loaders, with the calls they make, on first use. */
export const branchAnalysisLoader = lazyLoaders(() => loadChunk(() => import('./branch-analysis-loaders')));

export const branchAnalysesScreen = lazyScreen(withWords(['codecheck', 'branchAnalysis'], () => import('./route-screens/branch-analyses-screen')), 'BranchAnalyses');
export const branchAnalysisScreen = lazyScreen(withWords(['codecheck', 'branchAnalysis'], () => import('./route-screens/branch-analysis-screen')), 'BranchAnalysis');
