import { AppError } from '../../errors';

/** The online editor's refusals beyond the shared factories. */
export const wopiErrors = {
  /** The deployment names no online editor (its editor URL is not set). */
  off: () => new AppError(409, 'WOPI_OFF', 'wopiNotConfigured'),
};
