/** The path areas of the API (after the prefix), as the spec's services name them. */
export const AREA = {
  doc: '/ms/doc/api/user',
  alarm: '/doc/api/user/alarm',
  task: '/task/api/user',
  defect: '/defect/api/user',
  erp: '/erp',
  /** A library's wiki, and its live-editing WebSocket (`wiki/collab`). */
  wiki: '/ms/doc/api/user/wiki',
} as const;
