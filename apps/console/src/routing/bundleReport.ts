/**
 * Build-time helper of vite.config.ts (never shipped): a plain-text report of what each chunk of
 * the build holds, by package (or by our own folder), largest first, so that what a page downloads
 * can be traced to the code that put it there. Written to .tmp/console-bundle.txt on every build.
 * Sizes are of each module's code as Rollup rendered it, before minifying: for comparing, not for
 * what goes over the wire (`npm run bench:console` measures that).
 */

export interface ChunkFacts {
  fileName: string;
  /** Chunks it imports statically: a browser loading it loads them too. */
  imports: string[];
  isEntry: boolean;
  /** Bytes of each module's code in the chunk, by module id. */
  modules: Record<string, number>;
}

/**
 * The package a module comes from ('@ant-design/icons'), antd's by component ('antd/button'), or
 * its folder under src/ ('src/layout').
 */
export function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const antd = /.*node_modules\/antd\/(?:es|lib)\/([^/.]+)/.exec(clean);
  if (antd) return `antd/${antd[1]}`;
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1]!;
  const own = /\/(apps|packages)\/([^/]+)\/src\/([^/]+)/.exec(clean);
  if (own) return own[1] === 'packages' ? `@apm/${own[2]}` : `src/${own[3]!.replace(/\.tsx?$/, '')}`;
  return clean;
}

/** Every chunk a chunk loads with it, itself included. */
export function staticClosure(start: string, chunks: ReadonlyMap<string, ChunkFacts>): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of chunks.get(f)?.imports ?? []) visit(i);
  };
  visit(start);
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The report: the entry's static closure first, then every chunk with its largest owners. */
export function bundleReport(chunks: readonly ChunkFacts[], top = 40): string {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const size = (c: ChunkFacts) => Object.values(c.modules).reduce((a, b) => a + b, 0);
  const lines: string[] = [];
  for (const entry of chunks.filter((c) => c.isEntry)) {
    const closure = [...staticClosure(entry.fileName, byName)].map((f) => byName.get(f)!);
    lines.push(`entry ${entry.fileName}: ${closure.length} chunks, ${kb(closure.reduce((a, c) => a + size(c), 0))}`);
  }
  for (const chunk of [...chunks].sort((a, b) => size(b) - size(a))) {
    const owners = new Map<string, number>();
    for (const [id, bytes] of Object.entries(chunk.modules))
      owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + bytes);
    const parts = [...owners].sort((a, b) => b[1] - a[1]).slice(0, top);
    lines.push(`\n${chunk.fileName} ${kb(size(chunk))}`);
    for (const [owner, bytes] of parts) lines.push(`  ${kb(bytes).padStart(10)}  ${owner}`);
  }
  return `${lines.join('\n')}\n`;
}
