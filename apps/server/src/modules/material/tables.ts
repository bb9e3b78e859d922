import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** A picture or video of an office's library: its file by MD5, and what processing found. */
export interface MaterialTable {
  id: string;
  office_id: string;
  name: string;
  /** 'image' | 'video'. */
  kind: string;
  /** The content type, from the file's first bytes. */
  mime: string;
  size: number;
  /** The file in the blob store. */
  md5: string;
  /** 'processing' | 'ready' | 'failed'. */
  status: string;
  /** Why processing failed (contract MATERIAL_PROBLEMS), else null. */
  problem: string | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  codec: string | null;
  /** The thumbnail (WebP) and a video's poster frame (JPEG) in the blob store. */
  thumb_md5: string | null;
  poster_md5: string | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A file being uploaded in chunks into an office: announced by MD5 and size, open until its last chunk. */
export interface UploadTable {
  id: string;
  office_id: string;
  user_id: string | null;
  md5: string;
  size: number;
  name: string;
  chunk_size: number;
  chunk_count: number;
  /** 'open' | 'assembling' (its chunks are being put together). */
  state: string;
  created_at: number;
  /** The last chunk received (or the assembly started): an upload idle for a day is removed. */
  touched_at: number;
}

/** A chunk of an upload the server holds on disk (DATA_DIR/uploads/<upload>/<index>). */
export interface UploadChunkTable {
  upload_id: string;
  idx: number;
  size: number;
  at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    material: MaterialTable;
    upload: UploadTable;
    upload_chunk: UploadChunkTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  material: columns<MaterialTable>()(
    'id',
    'office_id',
    'name',
    'kind',
    'mime',
    'size',
    'md5',
    'status',
    'problem',
    'width',
    'height',
    'duration_ms',
    'codec',
    'thumb_md5',
    'poster_md5',
    'created_by',
    'created_at',
    'updated_at',
  ),
  upload: columns<UploadTable>()(
    'id',
    'office_id',
    'user_id',
    'md5',
    'size',
    'name',
    'chunk_size',
    'chunk_count',
    'state',
    'created_at',
    'touched_at',
  ),
  upload_chunk: columns<UploadChunkTable>()('upload_id', 'idx', 'size', 'at'),
};
