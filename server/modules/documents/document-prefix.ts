/** Where every document-library call lives, under the API prefix. */
export function documentPrefix(apiPrefix: string) {
  return `${apiPrefix}/ms/doc/api/user`;
}
