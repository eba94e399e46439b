/** Query keys of what the browse screen fetches itself, by the address it fetches. */
export const previewKeys = {
  text: (url: string, mode: string) => ['preview', 'text', url, mode] as const,
  bytes: (url: string) => ['preview', 'bytes', url] as const,
};
