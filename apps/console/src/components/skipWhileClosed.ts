/**
 * A `memo` comparison for a dialog or drawer: while it is closed, and stays closed, it is not drawn
 * again when the page around it is (an editor redraws at every change; what a closed window would
 * show does not matter until it opens, and opening draws it with what is current).
 */
export const skipWhileClosed = <P extends { open: boolean }>(before: P, after: P): boolean =>
  !before.open && !after.open;
