/**
 * The functions that took the server's CPU in a phase of a fleet run: reads the newest
 * .cpuprofile of .tmp/fleet-prof (BENCH_CPU_PROF=1) and the phase marks the run wrote beside it,
 * and prints the top functions by self time in each phase. `tsx fleet/profile.ts [phase] [top]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/fleet-prof');
const file = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => path.join(dir, f))
  .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
if (!file) throw new Error(`no profile in ${dir}: run the bench with BENCH_CPU_PROF=1`);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const marks = JSON.parse(fs.readFileSync(path.join(dir, 'marks.json'), 'utf8')) as Record<string, [number, number]>;
const only = process.argv[2];
const top = Number(process.argv[3] ?? 25);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** The server's own code and the platform's packages, the frames worth a total. */
const ours = (n: Node) => /\/(apps|packages)\//.test(n.callFrame.url);
const name = (n: Node) => {
  const where = n.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
};

for (const [phase, [from, to]] of Object.entries(marks)) {
  if (only && phase !== only) continue;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) return;
    const n = byId.get(id)!;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (n.callFrame.functionName === '(idle)') return;
    total += dt;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let a: number | undefined = id; a !== undefined; a = parent.get(a)) {
      const f = byId.get(a)!;
      if (ours(f) && !seen.has(name(f))) {
        seen.add(name(f));
        inclusive.set(name(f), (inclusive.get(name(f)) ?? 0) + dt);
      }
    }
  });
  console.log(`\n${phase}: ${(total / 1e6).toFixed(2)} s of CPU in ${((to - from) / 1e6).toFixed(2)} s`);
  const list = (m: Map<string, number>) => {
    for (const [fn, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${(us / 1e3).toFixed(0).padStart(8)} ms  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${fn}`);
    }
  };
  console.log('self time:');
  list(self);
  console.log('total time, server code:');
  list(inclusive);
}
