/**
 * Wraps an action so that it runs only when allowed; otherwise `denied` runs instead (the
 * console shows the lack-of-operation-permission error, spec 5 and 8).
 */
export function guardAction<A extends unknown[]>(
  allowed: boolean,
  action: (...args: A) => void,
  denied: () => void,
): (...args: A) => void {
  return (...args: A) => (allowed ? action(...args) : denied());
}
