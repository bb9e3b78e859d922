/** Keys whose Turkish text is legitimately identical to the English one (none so far). */
export const sameAsUs: string[] = [];
