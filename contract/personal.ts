import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';

/** The personal home (/personal): what the person did lately, their tasks, and their own space's usage. */

/** How many items each list of the personal home shows. */
export const PERSONAL_HOME_ITEMS = 8;

const personalItem = z.object({
  kind: z.enum(['file', 'wiki']),
  /** The file's node id, or the wiki page's id. */
  id: z.number().int(),
  libraryId: z.number().int(),
  libraryName: z.string(),
  name: z.string(),
  /** When the person last changed it (recent) or added it (added). */
  at: z.number(),
});
export type PersonalItem = z.infer<typeof personalItem>;

const personalTask = z.object({
  taskId: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** Spec §4: 1 is a suspended task. */
  status: z.number().int(),
  role: z.string(),
});

const personalHome = z.object({
  /** Files and wiki pages the person changed last, in libraries they can still read, newest first. */
  recent: z.array(personalItem),
  /** Files the person added last, newest first. */
  added: z.array(personalItem),
  /** Code-check tasks the person is a member of, newest first. */
  tasks: z.array(personalTask),
  /** The person's own space: what its files take (the recycle bin's included) against its quota. */
  space: z.object({ libraryId: z.number().int(), usedBytes: z.number(), quotaBytes: z.number(), files: z.number().int() }),
});
export type PersonalHome = z.infer<typeof personalHome>;

export const personalEndpoints = {
  home: endpoint({
    method: 'GET',
    path: `${AREA.doc}/personal/home`,
    tags: ['personal'],
    summary: "The person's recent files and pages, the files they added, their code-check tasks and their personal space's usage and quota",
    data: personalHome,
  }),
};
