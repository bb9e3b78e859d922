import type { ResolveMedia } from '@apm/render';
import { fileStore } from '../storage/files';

/**
 * Object URLs of stored files for the renderer. URLs are made before a program shows and revoked
 * once no program on screen uses them, so days of playing do not pile up Blobs in memory.
 */
export class MediaUrls {
  private readonly urls = new Map<string, string>();

  /** A resolver for the files `md5s`, every one of them ready; undefined when one is missing. */
  async prepare(md5s: readonly string[]): Promise<ResolveMedia | undefined> {
    for (const md5 of md5s) {
      if (this.urls.has(md5)) continue;
      const blob = await fileStore.blob(md5);
      if (!blob) return undefined;
      if (!this.urls.has(md5)) this.urls.set(md5, URL.createObjectURL(blob));
    }
    const mine = new Map(md5s.map((md5) => [md5, this.urls.get(md5)]));
    return (ref) => mine.get(ref.md5);
  }

  /** Revokes every URL but those of `keep`. */
  release(keep: ReadonlySet<string>): void {
    for (const [md5, url] of this.urls) {
      if (keep.has(md5)) continue;
      URL.revokeObjectURL(url);
      this.urls.delete(md5);
    }
  }

  /** How many URLs are alive (a test of the loop's memory looks at it). */
  get size(): number {
    return this.urls.size;
  }
}
