import type { Messages } from './pack';

/**
 * Builds a language's texts from its namespace files: `./login.ts` exports `login`, and so on.
 * The translation test checks that every language ends up with exactly the keys of US.
 */
export function collect(modules: Record<string, Record<string, unknown>>): Messages {
  const out: Record<string, unknown> = {};
  for (const [file, mod] of Object.entries(modules)) {
    const namespace = file.replace(/^\.\//, '').replace(/\.ts$/, '');
    out[namespace] = mod[namespace];
  }
  return out as Messages;
}
