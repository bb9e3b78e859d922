/**
 * The address of the "4.0" product with the single-sign-on token (spec 1, 7): the token is
 * added to the configured address's query, which may already have one.
 */
export function jumpAddress(jumpUrl: string, token: string): string {
  return `${jumpUrl}${jumpUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
