import { FLAG } from '../../../contract/codecheck-codes';
import type { GrantInput } from '../../../contract/library';
import type { FollowedChange } from '../../../contract/notifications';
import { type Actor, actorOfUser } from '../../auth/actor';
import type { CodecheckEvents } from '../codecheck/scan-service';
import type { nodeRepo } from '../files/node-repo';
import type { LibraryRepo } from '../library/library-repo';
import type { LibraryPolicy } from '../library/policy';
import type { WikiPageChange } from '../wiki/wiki-reports';
import type { NotificationRepo } from './notification-repo';
import type { NotificationService } from './notification-service';

/**
 * The emitters know nothing of notifications: each area reports its events through a port of its own
 * (the code check's `CodecheckEvents`, the document area's `changed` and grant reports wired in its
 * composition), and these adapters turn them into notifications for the right people. So this module sits
 * above the areas it hears (eslint.config.js MODULES), and comments, mentions and further channels build on
 * `notify` and the deliverers without any emitter changing.
 */

/** A change of files or folders, as the document area reports it once committed. */
export interface DocumentChange {
  actor: Actor;
  change: FollowedChange;
  libraryId: number;
  nodeIds: readonly number[];
  /** For a move: the folders the items were in before it. */
  formerFolders?: readonly number[];
}

type Nodes = Pick<ReturnType<typeof nodeRepo>, 'findById' | 'ancestry'>;

/** The web app's address of a file or folder (the overview finds it in its library), or of a library's bin. */
function itemLink(libraryId: number, nodeId: number, change: FollowedChange) {
  return change === 'delete' ? `/doc/lib/${libraryId}/recycle` : `/overview?kind=file&libraryId=${libraryId}&id=${nodeId}`;
}

/** The folders above items (their library's root left out). */
export function foldersAbove(nodes: Nodes) {
  return async (nodeIds: readonly number[]) => {
    const ids = new Set<number>();
    for (const nodeId of nodeIds) for (const step of await nodes.ancestry(nodeId)) if (step.id !== nodeId && step.parent_id !== null) ids.add(step.id);
    return [...ids];
  };
}

/** `followed.changed` for those who follow the library, the item, or a folder above it (or above it before a move). */
export function followedChanges(service: Pick<NotificationService, 'notify'>, repos: { notifications: NotificationRepo; nodes: Nodes; libraries: Pick<LibraryRepo, 'findById'> }) {
  return async (event: DocumentChange) => {
    const library = await repos.libraries.findById(event.libraryId);
    if (!library) return;
    const libraryFollowers = await repos.notifications.libraryFollowers(library.id);
    for (const nodeId of new Set(event.nodeIds)) {
      const node = await repos.nodes.findById(nodeId);
      if (!node || node.library_id !== library.id || node.parent_id === null) continue;
      const chain = await repos.nodes.ancestry(node.id);
      const folders = chain.filter((step) => step.id !== node.id && step.parent_id !== null).map((step) => step.id);
      const followers = [
        ...libraryFollowers,
        ...(await repos.notifications.itemFollowers(node.kind, [node.id])),
        ...(await repos.notifications.itemFollowers('folder', [...folders, ...(event.formerFolders ?? [])])),
      ];
      await service.notify(followers, {
        kind: 'followed.changed',
        actor: event.actor,
        subject: { type: node.kind, id: node.id, libraryId: library.id },
        change: event.change,
        title: node.name,
        context: library.name,
        link: itemLink(library.id, node.id, event.change),
      });
    }
  };
}

/** A library renamed or put in the recycle bin, as the document area reports it once committed. */
export interface LibraryChange {
  actor: Actor;
  change: Extract<FollowedChange, 'rename' | 'delete'>;
  libraryId: number;
}

/** The person behind an event by id, as notifications name their actor; null when none is active. */
async function actorById(repo: NotificationRepo, id: number | null): Promise<Pick<Actor, 'id' | 'name'> | null> {
  if (id === null) return null;
  const [row] = await repo.people([id]);
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * `followed.changed` of a wiki page for those who follow it or its library; of a delete, the followers of
 * the pages deleted with it hear too. Its readers decide who is told (a page's grants narrow its library's).
 */
export function wikiChanges(service: Pick<NotificationService, 'notify'>, repos: { notifications: NotificationRepo; libraries: Pick<LibraryRepo, 'findById'> }) {
  return async (event: WikiPageChange) => {
    const [library, page] = await Promise.all([repos.libraries.findById(event.libraryId), repos.notifications.wikiPage(event.pageId)]);
    if (!library || !page || page.library_id !== library.id) return;
    const followers = [...(await repos.notifications.libraryFollowers(library.id)), ...(await repos.notifications.itemFollowers('wiki', [page.id, ...(event.alongside ?? [])]))];
    await service.notify(followers, {
      kind: 'followed.changed',
      actor: await actorById(repos.notifications, event.actorId),
      subject: { type: 'wiki', id: page.id, libraryId: library.id },
      change: event.change,
      title: page.title,
      context: library.name,
      link: event.change === 'delete' ? `/doc/lib/${library.id}/recycle` : `/doc/lib/${library.id}/wiki/list/${page.id}`,
    });
  };
}

/** `followed.changed` of a library renamed or deleted, for those who follow it and could read it. */
export function libraryChanges(service: Pick<NotificationService, 'notify'>, repos: { notifications: NotificationRepo; libraries: Pick<LibraryRepo, 'findById'> }) {
  return async (event: LibraryChange) => {
    const library = await repos.libraries.findById(event.libraryId);
    if (!library) return;
    await service.notify(await repos.notifications.libraryFollowers(library.id), {
      kind: 'followed.changed',
      actor: event.actor,
      subject: { type: 'library', id: library.id, libraryId: library.id },
      change: event.change,
      title: library.name,
      context: '',
      link: event.change === 'delete' ? '/doc' : `/doc/lib/${library.id}`,
    });
  };
}

/**
 * `grant.received`: the people a grant change names who could not read the library before it and can now.
 * `before` is asked ahead of the change, `after` once it committed.
 */
export function grantsReceived(service: Pick<NotificationService, 'notify'>, deps: { notifications: NotificationRepo; libraries: Pick<LibraryRepo, 'findById'>; policy: Pick<LibraryPolicy, 'can'> }) {
  async function outsiders(libraryId: number, inputs: readonly GrantInput[]): Promise<number[]> {
    const library = await deps.libraries.findById(libraryId);
    const accounts = inputs.flatMap((input) => (input.grantee.type === 'user' ? [input.grantee.account] : []));
    if (!library || !accounts.length) return [];
    const ids = [];
    for (const account of new Set(accounts)) {
      const found = await deps.notifications.personByAccount(account);
      if (found) ids.push(Number(found.id));
    }
    const people = await deps.notifications.people(ids);
    const result = [];
    for (const row of people) if (!(await deps.policy.can(actorOfUser(row), 'read', library))) result.push(row.id);
    return result;
  }

  return {
    /** Who the grants name that cannot read the library yet; asked before the change. */
    before: outsiders,

    async after(actor: Actor, libraryId: number, newcomers: readonly number[]) {
      const library = await deps.libraries.findById(libraryId);
      if (!library || !newcomers.length) return;
      await service.notify(newcomers, {
        kind: 'grant.received',
        actor,
        subject: { type: 'library', id: library.id, libraryId: library.id },
        title: library.name,
        context: '',
        link: `/doc/lib/${library.id}`,
      });
    },
  };
}

/**
 * The code check's events as notifications: a scan's end (`scan.finished`, and `gate.failed` when its gate
 * failed) for the task's members, including whoever started it, who waits for it; defects handed to someone
 * for that person, unless they handed them to themselves.
 */
export function codecheckNotifications(service: Pick<NotificationService, 'notify'>, repo: NotificationRepo): CodecheckEvents {
  return {
    async scanEnded(buildId: number) {
      const build = await repo.build(buildId);
      if (!build || (build.flag !== FLAG.success && build.flag !== FLAG.failure)) return;
      const task = await repo.task(build.task_id);
      if (!task) return;
      const members = await repo.taskMembers(task.id);
      const link = `/codecc/task/${task.id}/overview`;
      const subject = { type: 'task' as const, id: task.id };
      const title = task.name_cn || task.name_en;
      await service.notify(members, { kind: 'scan.finished', actor: null, subject, title, context: `#${build.build_number} ${build.flag === FLAG.success ? 'success' : 'failure'}`, link });
      if (build.gateStatus === 'failed') await service.notify(members, { kind: 'gate.failed', actor: null, subject, title, context: `#${build.build_number}`, link });
    },

    async defectsAssigned(event) {
      if (!event.defectIds.length) return;
      const [task, assignee, by] = await Promise.all([repo.task(event.taskId), repo.personByAccount(event.assignee), repo.personByAccount(event.assignedBy)]);
      if (!task || !assignee) return;
      const actor = by ? (await repo.people([Number(by.id)]))[0] : undefined;
      await service.notify([Number(assignee.id)], {
        kind: 'defect.assigned',
        actor: actor ? { id: actor.id, name: actor.name } : null,
        subject: { type: 'task', id: task.id },
        title: task.name_cn || task.name_en,
        context: `${event.toolName} × ${event.defectIds.length}`,
        link: `/codecc/task/${task.id}/overview`,
      });
    },
  };
}

/** Both listeners hear each event; one's failure does not keep it from the other. */
export function bothHear(first: CodecheckEvents | undefined, second: CodecheckEvents): CodecheckEvents {
  return {
    async scanEnded(buildId) {
      await Promise.allSettled([first?.scanEnded(buildId), second.scanEnded(buildId)]);
    },
    async branchAnalysisEnded(event) {
      await Promise.allSettled([first?.branchAnalysisEnded?.(event), second.branchAnalysisEnded?.(event)]);
    },
    async defectsAssigned(event) {
      await Promise.allSettled([first?.defectsAssigned(event), second.defectsAssigned(event)]);
    },
  };
}
