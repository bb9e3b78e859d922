import type { Manifest } from '../protocol/manifest';
import { kvGet, kvSet } from './db';

/**
 * The manifests kept across reloads: `latest`, the newest the server gave, and `active`, the one
 * whose content is on screen until every file of the latest one's choice is ready.
 */
export interface KeptManifests {
  latest?: Manifest;
  active?: Manifest;
}

const KEY = 'manifests';

export async function loadManifests(): Promise<KeptManifests> {
  try {
    return (await kvGet<KeptManifests>(KEY)) ?? {};
  } catch {
    return {};
  }
}

export function saveManifests(m: KeptManifests): Promise<void> {
  return kvSet(KEY, m);
}
