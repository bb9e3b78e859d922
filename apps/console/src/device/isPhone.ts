/**
 * Whether a user agent is a phone (spec 1: the console supports PC only, tablets are not
 * excluded). iPads and Android tablets say "Mobile" or "Android" too, so the rule looks at
 * what only phones send: iPhone/iPod, Android *with* "Mobile" (Android tablets leave it out),
 * the old phone platforms, and a bare "Mobile" token from any other phone browser.
 */
export function isPhone(userAgent: string): boolean {
  const ua = userAgent;
  // iPad Safari sends "Mobile/15E148"; iPadOS 13+ even sends a desktop Mac agent. Never a phone.
  if (/\biPad\b/i.test(ua)) return false;
  if (/\b(iPhone|iPod)\b/i.test(ua)) return true;
  if (/\bAndroid\b/i.test(ua)) return /\bMobile\b/i.test(ua);
  if (/Windows Phone|IEMobile|BlackBerry|\bBB10\b|Opera Mini|webOS|KaiOS/i.test(ua)) return true;
  return /\bMobile\b/i.test(ua) && !/\bTablet\b/i.test(ua);
}
