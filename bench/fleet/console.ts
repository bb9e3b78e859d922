import { createHash } from 'node:crypto';

/**
 * The console's calls the bench makes as a signed-in administrator: sign in, the office,
 * a material uploaded as the console uploads it, a program naming it, publishing, delivery counts.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' };

interface Envelope<J = unknown, D = unknown> {
  code: number;
  message: string;
  jsonObject?: J;
  data?: D;
}

export interface Material {
  id: string;
  md5: string;
  size: number;
  status: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export interface DeliveryCounts {
  total: number;
  queued: number;
  sent: number;
  downloading: number;
  ready: number;
  playing: number;
  failed: number;
  replaced: number;
}

/** The administrator of a fresh server: initialises the system and signs in. */
export async function administrator(url: string) {
  const api = `${url}/apm-web`;
  const admin = { officeName: 'Fleet', loginName: 'fleet', name: 'Fleet', password: 'Fleet1234' };
  await fetch(`${api}/f/common/sysInit`, { method: 'POST', headers: FORM, body: new URLSearchParams(admin) });
  const login = await fetch(`${api}/a/login`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ username: admin.loginName, password: admin.password }),
  });
  const session = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('Authorization='))
    ?.split(';')[0];
  if (!session) throw new Error(`login failed: ${await login.text()}`);
  const cookie: string = session;

  async function call<J, D = unknown>(method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) {
    const q = new URLSearchParams(form);
    const res =
      method === 'GET'
        ? await fetch(`${api}${path}?${q}`, { headers: { ...FORM, cookie } })
        : await fetch(`${api}${path}`, { method, headers: { ...FORM, cookie }, body: q });
    const body = (await res.json()) as Envelope<J, D>;
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 500)}`);
    return body;
  }

  return {
    cookie,

    /** The office at the root of the administrator's range (the platform office). */
    async officeId(): Promise<string> {
      const r = await call<Array<{ id: string }>>('GET', '/a/api/publishProgram/officeTreeMap');
      return r.jsonObject![0]!.id;
    },

    /** Uploads a file as the console does (announce by MD5, then its chunks), and waits until it is processed. */
    async upload(file: Buffer, name: string): Promise<Material> {
      const md5 = createHash('md5').update(file).digest('hex');
      type State =
        | { state: 'done'; material: Material }
        | { state: 'upload'; uploadId: string; chunkSize: number; chunkCount: number; received: number[] };
      let s = (await call<State>('GET', '/a/api/fileInfosa/uploaderMD5Check', { md5, size: `${file.length}`, name }))
        .jsonObject!;
      for (let index = 0; s.state === 'upload' && index < s.chunkCount; index++) {
        if (s.received.includes(index)) continue;
        const body = new FormData();
        body.append('file', new Blob([file.subarray(index * s.chunkSize, (index + 1) * s.chunkSize)]), 'blob');
        const q = new URLSearchParams({ uploadId: s.uploadId, index: String(index) });
        const res = await fetch(`${api}/a/api/fileInfosa/uploader?${q}`, {
          method: 'POST',
          headers: { cookie, 'x-requested-with': 'apm-console' },
          body,
        });
        const e = (await res.json()) as Envelope<State>;
        if (e.code !== 0) throw new Error(`uploader: ${JSON.stringify(e)}`);
        s = e.jsonObject!;
      }
      if (s.state !== 'done') throw new Error('the upload did not complete');
      for (let waited = 0; ; waited += 200) {
        const r = await call<unknown, { list: Material[] }>('GET', '/a/api/material/list', { pageSize: '50' });
        const m = r.data!.list.find((x) => x.id === s.material.id);
        if (m && m.status !== 'processing') return m;
        if (waited > 120_000) throw new Error('the material was not processed within 2 minutes');
        await new Promise((res) => setTimeout(res, 200));
      }
    },

    /** A program of one scene showing a picture of the library full screen. */
    async program(name: string, m: Material): Promise<string> {
      const document = {
        version: 1,
        canvas: { width: 1920, height: 1080 },
        scenes: [
          {
            id: 'main',
            durationMs: 10_000,
            widgets: [
              {
                id: 'picture',
                kind: 'image',
                x: 0,
                y: 0,
                width: 1920,
                height: 1080,
                z: 0,
                props: {
                  media: {
                    md5: m.md5,
                    materialId: m.id,
                    kind: 'image',
                    ...(m.width && m.height && { width: m.width, height: m.height }),
                  },
                },
              },
            ],
          },
        ],
      };
      return (await this.save(name, document)).id;
    },

    /** Saves a program document: a new program, or an edit of `edit` (at the version it was loaded at). */
    async save(
      name: string,
      document: unknown,
      edit?: { id: string; version: number },
    ): Promise<{ id: string; version: number }> {
      const r = await call<{ id: string; version: number }>('POST', '/a/api/program/save', {
        ...(edit && { id: edit.id, version: String(edit.version) }),
        name,
        document: JSON.stringify(document),
      });
      return r.jsonObject!;
    },

    /** Authorises the terminal showing `pairingCode` into `officeId` under `name`; answers its id. */
    async authorise(pairingCode: string, officeId: string, name: string): Promise<string> {
      return (await call<{ id: string }>('POST', '/a/api/terminal/authorise', { pairingCode, officeId, name }))
        .jsonObject!.id;
    },

    /** The publish module's call: a program to the terminals chosen. */
    async publish(programId: string, terminalIds: string[]): Promise<string> {
      const r = await call<{ id: string }>('POST', '/a/api/publishProgram/saveTerminals', {
        programId,
        terminalIds: terminalIds.join(','),
      });
      return r.jsonObject!.id;
    },

    /** A loop plan of one entry, the program all day. */
    async plan(name: string, programId: string): Promise<string> {
      const entries = [{ id: 'all', programId, play: { mode: 'duration', ms: 60_000 } }];
      const r = await call<{ id: string }>('POST', '/a/api/playPlan/save', {
        name,
        kind: 'loop',
        entries: JSON.stringify(entries),
      });
      return r.jsonObject!.id;
    },

    async publishPlan(planId: string, terminalIds: string[]): Promise<string> {
      const r = await call<{ id: string }>('POST', '/a/api/playPlan/saveTerminals', {
        planId,
        terminalIds: terminalIds.join(','),
      });
      return r.jsonObject!.id;
    },

    /** An emergency message, sent to the terminals chosen (until `endAt`, else until stopped); answers its publication. */
    async emergency(terminalIds: string[], endAt?: number): Promise<string> {
      const saved = await call<{ id: string }>('POST', '/a/api/publishMessage/ajaxSave', {
        name: 'Fleet emergency',
        look: JSON.stringify({ text: 'Please leave the building', position: 'full' }),
        emergency: 'true',
        ...(endAt !== undefined && { endAt: String(endAt) }),
      });
      const r = await call<{ id: string }>('POST', '/a/api/publishMessage/savePublish', {
        id: saved.jsonObject!.id,
        terminalIds: terminalIds.join(','),
      });
      return r.jsonObject!.id;
    },

    async messageCounts(publishId: string): Promise<DeliveryCounts> {
      return (await call<DeliveryCounts>('GET', '/a/api/publishMessage/publishTerminalSaveCount', { publishId }))
        .jsonObject!;
    },

    async counts(publishId: string): Promise<DeliveryCounts> {
      return (await call<DeliveryCounts>('GET', '/a/api/publishProgram/publishTerminalSaveCount', { id: publishId }))
        .jsonObject!;
    },
  };
}
