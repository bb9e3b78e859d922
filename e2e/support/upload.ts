import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiOk } from './api.js';

/** Uploads a file as the console does: announce its MD5, then send the chunks the server lacks. */
export async function upload(url: string, cookie: string, file: string): Promise<{ md5: string; materialId: string }> {
  const bytes = fs.readFileSync(file);
  const md5 = crypto.createHash('md5').update(bytes).digest('hex');
  const name = path.basename(file);
  type State =
    | { state: 'done'; material: { id: string } }
    | { state: 'upload'; uploadId: string; chunkSize: number; chunkCount: number; received: number[] };
  let state = await apiOk<State>(url, 'GET', '/a/api/fileInfosa/uploaderMD5Check', cookie, {
    md5,
    size: String(bytes.length),
    name,
  });
  for (let i = 0; state.state === 'upload' && i < state.chunkCount; i++) {
    const form = new FormData();
    form.append('file', new Blob([bytes.subarray(i * state.chunkSize, (i + 1) * state.chunkSize)]), name);
    const query = new URLSearchParams({ uploadId: state.uploadId, index: String(i) });
    const r = await fetch(`${url}/apm-web/a/api/fileInfosa/uploader?${query}`, {
      method: 'POST',
      headers: { 'x-requested-with': 'apm-console', cookie: `Authorization=${cookie}` },
      body: form,
    });
    const body = (await r.json()) as { code: number; jsonObject: State };
    if (body.code !== 0) throw new Error(`upload of ${name}: ${JSON.stringify(body)}`);
    state = body.jsonObject;
  }
  if (state.state !== 'done') throw new Error(`upload of ${name} did not finish`);
  return { md5, materialId: state.material.id };
}
