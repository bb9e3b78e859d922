import type { Messages, Namespace, NamespaceFiles } from './pack';

/** The namespace a file holds: `./user.ts` or `./DE/user.ts` holds `user`. */
export const namespaceOfFile = (file: string): Namespace => file.replace(/^.*\//, '').replace(/\.ts$/, '') as Namespace;

/** The texts of namespace files, by namespace; each file exports a constant named after itself. */
export function collect(files: NamespaceFiles): Partial<Messages> {
  const out: Record<string, unknown> = {};
  for (const [file, mod] of Object.entries(files)) {
    const namespace = namespaceOfFile(file);
    out[namespace] = mod[namespace];
  }
  return out as Partial<Messages>;
}
