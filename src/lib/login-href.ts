export const LOGIN_PATH = '/login';
/** Where signing in leads when nothing asked to come back to a page. */
export const HOME_PATH = '/doc';

/** Only same-site paths may be a redirect target, so a crafted link cannot send people elsewhere. */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`) || target.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return target;
}

/** The sign-in page that brings the person back to `currentHref` afterwards. */
export function loginHref(currentHref: string): string {
  const back = safeRedirect(currentHref, '');
  return back ? `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` : LOGIN_PATH;
}
