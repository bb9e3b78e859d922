/** What one unit of `base` buys of `currency`, from the euro rates; undefined when either is not in them. */
export function rateOf(euro: Record<string, number>, base: string, currency: string): number | undefined {
  const b = euro[base];
  const c = euro[currency];
  return b === undefined || c === undefined ? undefined : c / b;
}
