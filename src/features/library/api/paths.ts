/** The document-library service under the API prefix (spec §7). */
export const DOC = '/ms/doc/api/user';
