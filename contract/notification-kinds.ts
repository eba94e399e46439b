/**
 * Notifications: what happened that concerns a person, kept in their inbox behind the bell.
 *
 * - `mention`: someone named them in a comment;
 * - `comment`: someone commented on an item they follow;
 * - `followed.changed`: an item they follow (a library, folder, file or wiki page) got a new version, was
 *   renamed, moved or deleted (`change` says which);
 * - `defect.assigned`: defects of a code-check task were handed to them;
 * - `scan.finished`: a scan of a task they belong to ended; `gate.failed`: its quality gate failed;
 * - `grant.received`: a grant gave them a library.
 */
export const NOTIFICATION_KINDS = ['mention', 'comment', 'followed.changed', 'defect.assigned', 'scan.finished', 'gate.failed', 'grant.received'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
