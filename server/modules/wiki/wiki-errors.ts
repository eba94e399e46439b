import { AppError, errors } from '../../errors';

/** The wiki's refusals, each with its own localised message. */
export const wikiErrors = {
  inRecycle: (title: string) => new AppError(409, 'IN_RECYCLE', 'wikiPageInRecycle', { name: title }),
  notInRecycle: (title: string) => new AppError(409, 'NOT_IN_RECYCLE', 'wikiPageNotInRecycle', { name: title }),
  titleTaken: (title: string) => new AppError(409, 'NAME_TAKEN', 'wikiTitleTaken', { name: title }),
  moveIntoItself: () => new AppError(400, 'MOVE_INTO_ITSELF', 'wikiMoveIntoItself'),
  tooDeep: (count: number) => new AppError(400, 'TOO_DEEP', 'wikiTooDeep', { count }),
  tooManyPages: (count: number) => new AppError(400, 'TOO_MANY_PAGES', 'wikiTooManyPages', { count }),
  parentMissing: () => new AppError(400, 'PARENT_MISSING', 'wikiParentMissing'),
  versionMissing: () => new AppError(404, 'NOT_FOUND', 'wikiVersionMissing'),
  tooLarge: (count: number) => errors.tooLarge('wikiTooLarge', { count }),
  untitledImport: () => new AppError(400, 'BAD_REQUEST', 'wikiImportUntitled'),
  notAnImage: () => new AppError(400, 'NOT_AN_IMAGE', 'wikiNotAnImage'),
  unknownGrantee: (name: string) => new AppError(400, 'UNKNOWN_GRANTEE', 'unknownAccount', { name }),
};
