/** Keys whose Russian text is legitimately the same as the English one (besides the proper names). */
export const sameAsUs: string[] = [];
