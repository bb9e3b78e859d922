import { collect } from '../collect';

/** Every text of the console in French: one file per namespace, named after it. */
export const messages = collect(
  import.meta.glob(['./*.ts', '!./index.ts', '!./messages.ts', '!./sameAsUs.ts'], { eager: true }),
);
