import { API_PREFIX } from '../../../api/api-prefix';

/** The document-library service under the API prefix (spec §7). */
export const DOC = '/ms/doc/api/user';

/** Absolute addresses for what the browser fetches itself (links, img, media, pdf.js). */
export const DOC_URL = `${API_PREFIX}${DOC}`;
