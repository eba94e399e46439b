/** The path areas of the API (after the prefix), as the spec's services name them. */
export const AREA = {
  doc: '/ms/doc/api/user',
  alarm: '/doc/api/user/alarm',
  task: '/task/api/user',
  defect: '/defect/api/user',
  erp: '/erp',
  /** The back office: every call under it is for classification admins only (spec §6). */
  manage: '/ms/doc/api/user/manage',
  /** A library's wiki, and its live-editing WebSocket (`wiki/collab`). */
  wiki: '/ms/doc/api/user/wiki',
} as const;

/** Under the back office's address but not of it: the share templates every library admin keeps (spec §2). */
export const LIBRARY_SHARE_TEMPLATES = `${AREA.manage}/shareTemplate` as const;
