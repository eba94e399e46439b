import type { ValidationIssue, ValidationKey } from '../../contract/validation';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** Spec §5 messages (and the other shared form rules) in the reader's language. */
export function validationMessage(LL: TranslationFunctions, issue: ValidationIssue): string {
  const count = issue.params?.count ?? 0;
  const messages: Record<ValidationKey, () => string> = {
    necessary: () => LL.validation.necessary(),
    minLength: () => LL.validation.minLength({ count }),
    maxLength: () => LL.validation.maxLength({ count }),
    nameChars: () => LL.validation.nameChars(),
    nameCharsCn: () => LL.validation.nameCharsCn(),
    atLeastOne: () => LL.validation.atLeastOne(),
    invalidRepoUrl: () => LL.validation.invalidRepoUrl(),
    invalidBranch: () => LL.validation.invalidBranch(),
    invalidTime: () => LL.validation.invalidTime(),
    invalidCommit: () => LL.validation.invalidCommit(),
    nulChar: () => LL.validation.nulChar(),
    nameControlChars: () => LL.validation.nameControlChars(),
    invalidAccount: () => LL.validation.invalidAccount(),
    invalidEmail: () => LL.validation.invalidEmail(),
    invalidPhone: () => LL.validation.invalidPhone(),
  };
  return messages[issue.key]();
}
