/** Epoch milliseconds; every timestamp of the product is stored this way. */
export const now = (): number => Date.now();
