import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEntry, Manifest, ManifestMessage } from '../protocol/manifest';
import type { ReportMessage } from '../protocol/messages';

// Storage in memory, and downloads the test finishes by hand: what the content side decides is
// what is tested here, not IndexedDB or the network.
const stored = new Map<string, { md5: string; size: number; usedAt: number }>();
let kept: { latest?: Manifest; active?: Manifest } = {};
const pending = new Map<string, () => void>();
/** Bytes kept of downloads broken off, by MD5. */
const parts = new Map<string, number>();
vi.mock('../storage/files', () => ({
  fileStore: {
    list: async () => [...stored.values()],
    parts: async (md5: string) => ({ blobs: [], bytes: parts.get(md5) ?? 0 }),
    dropPartsExcept: async (keep: ReadonlySet<string>) => {
      for (const md5 of parts.keys()) if (!keep.has(md5)) parts.delete(md5);
    },
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
    messages: [],
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
  parts.clear();
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

  it('keeps the documents only of what it may still play, however often it is republished to', async () => {
    const held = () => (sync as unknown as { documents: Map<string, unknown> }).documents;
    for (let v = 1; v <= 20; v++) {
      await sync.receive(manifest(`v${v}`, [{ pub: `P${v}`, files: ['a'] }]));
      await finish('a');
      expect(playing()).toBe(`P${v}`);
    }
    // The screen plays the 20th: of the 19 replaced publications, only the one it played until the
    // 20th was ready may still be held (until the next manifest); the others are not kept for days.
    expect([...held().keys()].filter((k) => !['P19/prog-P19', 'P20/prog-P20'].includes(k))).toEqual([]);
    // While a new one downloads, the one on screen stays readable.
    await sync.receive(manifest('v21', [{ pub: 'P21', files: ['b'] }]));
    expect(playing()).toBe('P20');
    expect([...held().keys()].sort()).toEqual(['P20/prog-P20', 'P21/prog-P21']);
  });

  it('forgets the parts of downloads broken off whose files no manifest names any more', async () => {
    await sync.receive(manifest('v1', [{ pub: 'A', files: ['a'] }]));
    await finish('a');
    // Broken off by a reload: parts of b (the publication being fetched then) and of c.
    parts.set(md5('b'), 4).set(md5('c'), 6);
    await sync.receive(manifest('v2', [{ pub: 'B', files: ['b'] }]));
    await settle();
    // b is still wanted (its download goes on from its parts); c is named by neither manifest.
    expect([...parts.keys()]).toEqual([md5('b')]);
    expect(playing()).toBe('A');
    await finish('b');
    expect(playing()).toBe('B');
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

const message = (publishId: string, more: Partial<ManifestMessage> = {}): ManifestMessage => ({
  publishId,
  messageId: `m-${publishId}`,
  name: publishId,
  look: {
    text: 'Fire drill',
    fontFamily: 'sans-serif',
    fontSize: 48,
    bold: false,
    color: '#ffffff',
    backgroundColor: '#cc0000',
    backgroundOpacity: 100,
    position: 'bottom',
    scroll: 'left',
    scrollSpeed: 120,
  },
  priority: 0,
  emergency: false,
  from: 0,
  to: null,
  repeats: null,
  queuedAt: 1,
  ...more,
});
const withMessages = (m: Manifest, version: string, messages: ManifestMessage[]): Manifest => ({
  ...m,
  version,
  messages,
});
const shown = () => {
  const now = sync.messagesNow(Date.now());
  return { emergency: now.emergency?.publishId ?? null, messages: now.messages.map((x) => x.publishId) };
};

describe('messages', () => {
  it('shows the messages of a manifest at once, while the next program’s files still come', async () => {
    const v1 = manifest('v1', [{ pub: 'A', files: ['a'] }]);
    await sync.receive(v1);
    await finish('a');
    await sync.receive(withMessages(manifest('v2', [{ pub: 'B', files: ['b'] }]), 'v2', [message('M')]));
    expect(playing()).toBe('A');
    expect(shown()).toEqual({ emergency: null, messages: ['M'] });
    await sync.receive(withMessages(v1, 'v3', [message('E', { emergency: true })]));
    expect(shown()).toEqual({ emergency: 'E', messages: [] });
  });

  it('takes a manifest that only adds a message at once, and reports the message ready then playing once', async () => {
    const v1 = manifest('v1', [{ pub: 'A', files: ['a'] }]);
    await sync.receive(v1);
    await finish('a');
    await sync.receive(withMessages(v1, 'v2', [message('E', { emergency: true })]));
    expect(sync.choose(Date.now())?.manifest.version).toBe('v2');
    expect(deliveries('E')).toEqual(['ready']);
    sync.playing('E');
    sync.playing('E');
    expect(deliveries('E')).toEqual(['ready', 'playing']);
    // Still held by the next manifest: nothing more to say.
    await sync.receive(withMessages(v1, 'v3', [message('E', { emergency: true }), message('M')]));
    expect(deliveries('E')).toEqual(['ready', 'playing']);
    expect(deliveries('M')).toEqual(['ready']);
  });

  it('shows a message on the idle screen too, and takes it away once its passes are done', async () => {
    await sync.receive(withMessages(manifest('v1', []), 'v1', [message('M', { repeats: 2 })]));
    expect(playing()).toBeUndefined();
    expect(shown().messages).toEqual(['M']);
    sync.messageDone('M@1');
    expect(shown().messages).toEqual([]);
    // Sent again (a new queuedAt): it shows and reports afresh.
    sync.playing('M');
    await sync.receive(withMessages(manifest('v2', []), 'v2', [message('M', { repeats: 2, queuedAt: 2 })]));
    expect(shown().messages).toEqual(['M']);
    expect(deliveries('M')).toEqual(['ready', 'playing', 'ready']);
  });

  it('names when a message ends as a change to look for', async () => {
    const to = Date.now() + 60_000;
    await sync.receive(withMessages(manifest('v1', []), 'v1', [message('M', { to })]));
    expect(sync.nextChange(Date.now())).toBe(to);
  });

  it('reads a manifest kept before messages as having none', async () => {
    const old: Partial<Manifest> = manifest('v1', []);
    delete old.messages;
    kept = { latest: old as Manifest, active: old as Manifest };
    const again = new ContentSync({ report: () => {}, refreshAddresses: async () => {}, changed: () => {} });
    await again.load();
    expect(again.messagesNow(Date.now()).messages).toEqual([]);
  });
});
