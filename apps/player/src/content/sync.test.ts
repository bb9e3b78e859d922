import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEntry, Manifest } from '../protocol/manifest';
import type { ReportMessage } from '../protocol/messages';

// Storage in memory, and downloads the test finishes by hand: what the content side decides is
// what is tested here, not IndexedDB or the network.
const stored = new Map<string, { md5: string; size: number; usedAt: number }>();
let kept: { latest?: Manifest; active?: Manifest } = {};
const pending = new Map<string, () => void>();
vi.mock('../storage/files', () => ({
  fileStore: {
    list: async () => [...stored.values()],
    parts: async () => ({ blobs: [], bytes: 0 }),
    touch: async () => {},
    remove: async (md5s: string[]) => md5s.forEach((m) => stored.delete(m)),
    clear: async () => stored.clear(),
  },
}));
vi.mock('../storage/manifests', () => ({
  loadManifests: async () => structuredClone(kept),
  saveManifests: async (m: typeof kept) => void (kept = structuredClone(m)),
}));
vi.mock('./download', () => ({
  DownloadError: class extends Error {},
  download: (f: FileEntry) =>
    new Promise<void>((resolve) =>
      pending.set(f.md5, () => {
        stored.set(f.md5, { md5: f.md5, size: f.size, usedAt: 0 });
        resolve();
      }),
    ),
}));

const { ContentSync } = await import('./sync');

const md5 = (c: string) => c.repeat(32);
const file = (c: string): FileEntry => ({ md5: md5(c), size: 10, mime: 'image/png', url: `/f/${c}`, expiresAt: 0 });
const doc = (...files: string[]) => ({
  version: 1,
  canvas: { width: 1920, height: 1080 },
  scenes: [
    {
      id: 's',
      widgets: files.map((c, i) => ({
        id: `w${i}`,
        kind: 'image',
        x: 0,
        y: 0,
        width: 10,
        height: 10,
        z: 0,
        props: { media: { md5: md5(c), kind: 'image' } },
      })),
    },
  ],
});
function manifest(version: string, programs: { pub: string; files: string[]; document?: unknown }[]): Manifest {
  return {
    version,
    generatedAt: 0,
    terminal: { id: 't', name: 'Lobby', timeZone: null },
    programs: programs.map((p) => ({
      id: `prog-${p.pub}`,
      publishId: p.pub,
      name: p.pub,
      document: p.document ?? doc(...p.files),
    })),
    schedule: programs.map((p) => ({
      publishId: p.pub,
      programId: `prog-${p.pub}`,
      priority: 0,
      from: null,
      to: null,
    })),
    plans: [],
    files: [...new Set(programs.flatMap((p) => p.files))].map(file),
  };
}
const settle = () => new Promise((r) => setTimeout(r, 10));
async function finish(c: string) {
  await settle();
  pending.get(md5(c))?.();
  pending.delete(md5(c));
  await settle();
}

let reports: ReportMessage[];
let sync: InstanceType<typeof ContentSync>;
const playing = () => sync.choose(Date.now())?.program.publishId;
const deliveries = (pub: string) =>
  reports
    .filter((r) => r.type === 'delivery' && r.publishId === pub)
    .map((r) => (r.type === 'delivery' ? r.state : ''));

beforeEach(async () => {
  stored.clear();
  kept = {};
  pending.clear();
  reports = [];
  sync = new ContentSync({ report: (m) => reports.push(m), refreshAddresses: async () => {}, changed: () => {} });
  await sync.load();
});

describe('content switching', () => {
  it('plays a publication only once every one of its files is stored, and reports its way there', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a', 'b'] }]));
    expect(reports[0]).toEqual({ type: 'manifest-ack', version: 'v1' });
    await finish('a');
    expect(playing()).toBeUndefined();
    await finish('b');
    expect(playing()).toBe('A');
    expect(deliveries('A')).toEqual(['downloading', 'ready']);
    sync.playing('A');
    expect(deliveries('A')).toEqual(['downloading', 'ready', 'playing']);
  });

  it('keeps playing the old content until the new one is ready', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    expect(playing()).toBe('A');
    await sync.receive(manifest('v2', [{ pub: 'B', files: ['b'] }]));
    expect(playing()).toBe('A');
    await finish('b');
    expect(playing()).toBe('B');
  });

  it('switches to nothing at once when the new manifest has nothing to play', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    await sync.receive(manifest('v2', []));
    expect(playing()).toBeUndefined();
  });

  it('fails a document it cannot read and keeps playing what it had', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    await sync.receive(manifest('v2', [{ pub: 'C', files: [], document: { version: 99 } }]));
    await settle();
    expect(reports.at(-1)).toEqual({ type: 'delivery', publishId: 'C', state: 'failed', reason: 'badDocument' });
    expect(playing()).toBe('A');
  });

  it('acknowledges a version once, and starts from what it kept after a reload with no network', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    expect(reports.filter((r) => r.type === 'manifest-ack')).toHaveLength(1);
    expect(playing()).toBe('A');

    const again = new ContentSync({ report: () => {}, refreshAddresses: async () => {}, changed: () => {} });
    await again.load();
    expect(again.version).toBe('v1');
    expect(again.choose(Date.now())?.program.publishId).toBe('A');
  });

  it('plays nothing after clear', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    await sync.clear();
    expect(playing()).toBeUndefined();
    expect(sync.version).toBeNull();
    expect(stored.size).toBe(0);
  });
});
