/** Keys whose Korean text is legitimately the same as the English one: none. */
export const sameAsUs: string[] = [];
