/** Pages a sign-in must not return to: they are the way in, not a destination. */
const NOT_AFTER_SIGN_IN = ['/login', '/logout', '/sysInit'];

/**
 * The `redirect` query parameter when it is a path of this site, else undefined. Anything that
 * could leave the site (`//host`, `/\host`, `https:`, control characters) is refused.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://console.invalid');
  } catch {
    return undefined;
  }
  if (url.host !== 'console.invalid') return undefined;
  if (NOT_AFTER_SIGN_IN.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
