import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';

/**
 * Who may do what in the back office (spec §6): classification admins run it, everyone else gets a 403
 * from the server, not just a hidden menu. One rule reaches outside it: a library share template is
 * changed by whoever made it, or by a classification admin. It sits with the people it is about, the
 * first module, so the library area and every back-office module ask the same place.
 */
export type BackOfficeAction = 'administer' | 'changeTemplate';

/** What each action is asked about: the back office as a whole, or one share template. */
interface BackOfficeSubjects {
  administer: undefined;
  changeTemplate: { created_by: number };
}

type SubjectArgs<A extends BackOfficeAction> = BackOfficeSubjects[A] extends undefined ? [] : [BackOfficeSubjects[A]];

function allows<A extends BackOfficeAction>(actor: Actor, action: A, subject: BackOfficeSubjects[A]): boolean {
  if (actor.isClassifyAdmin) return true;
  if (action === 'changeTemplate') return (subject as BackOfficeSubjects['changeTemplate']).created_by === actor.id;
  return false;
}

export const backOfficePolicy = {
  can<A extends BackOfficeAction>(actor: Actor, action: A, ...subject: SubjectArgs<A>): boolean {
    return allows(actor, action, subject[0] as BackOfficeSubjects[A]);
  },

  /** Passes when `can` does; otherwise a 403 that says nothing more. */
  authorize<A extends BackOfficeAction>(actor: Actor, action: A, ...subject: SubjectArgs<A>): void {
    if (!allows(actor, action, subject[0] as BackOfficeSubjects[A])) throw errors.forbidden();
  },
};
