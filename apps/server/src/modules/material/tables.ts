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
  /** A video's codec, or a sound's. */
  codec: string | null;
  /** A video's sound codec; null for a silent video and for a sound. */
  audio_codec: string | null;
  /** The thumbnail (WebP) and a video's poster frame (JPEG) in the blob store. */
  thumb_md5: string | null;
  poster_md5: string | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
  /** The folder it is in; null: the top of its office's library. */
  folder_id: string | null;
  /** A web page material: the address it shows. */
  source_url: string | null;
  /** The playable rendition (H.264/AAC MP4) of a video or audio a browser cannot play; the original stays `md5`. */
  play_md5: string | null;
  play_mime: string | null;
  play_size: number | null;
  /** A video's preview strip (frames side by side, WebP). */
  strip_md5: string | null;
  /** A PDF's pages (material_page). */
  page_count: number | null;
  /** 1: the thumbnail was set by a user (uploadThumb); processing leaves it alone. */
  custom_thumb: number | null;
  /** The latest processing job (thumbnails, transcoding): its progress is the material's. */
  job_id: string | null;
  /** 'approved' | 'pending' | 'rejected' (contract REVIEW_STATES). */
  review_state: string;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
}

/** A folder of an office's material library. */
export interface MaterialFolderTable {
  id: string;
  office_id: string;
  parent_id: string | null;
  /** '/<ancestor ids>/<own id>/': a subtree is a prefix. */
  path: string;
  name: string;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A page of a PDF material, rendered to a picture. */
export interface MaterialPageTable {
  material_id: string;
  idx: number;
  md5: string;
  width: number;
  height: number;
}

/** An office's own storage quota, in bytes (else the capacitySetting). */
export interface MaterialQuotaTable {
  office_id: string;
  bytes: number;
  updated_at: number;
}

/**
 * How many materials lie in a place (0018): an office's top (`folder_key` '') or one of its
 * folders. Kept by triggers on material; a list's total when it filters nothing but the place.
 */
export interface MaterialCountTable {
  office_id: string;
  folder_key: string;
  n: number;
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
  /** The folder its material goes to; null: the top of the office's library. */
  folder_id: string | null;
  /** What it may become (0017): null a material of any accepted kind, 'image' a picture only (a widget's). */
  purpose: string | null;
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
    material_folder: MaterialFolderTable;
    material_page: MaterialPageTable;
    material_quota: MaterialQuotaTable;
    material_count: MaterialCountTable;
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
    'audio_codec',
    'thumb_md5',
    'poster_md5',
    'created_by',
    'created_at',
    'updated_at',
    'folder_id',
    'source_url',
    'play_md5',
    'play_mime',
    'play_size',
    'strip_md5',
    'page_count',
    'custom_thumb',
    'job_id',
    'review_state',
    'review_note',
    'reviewed_by',
    'reviewed_at',
  ),
  material_folder: columns<MaterialFolderTable>()(
    'id',
    'office_id',
    'parent_id',
    'path',
    'name',
    'created_by',
    'created_at',
    'updated_at',
  ),
  material_page: columns<MaterialPageTable>()('material_id', 'idx', 'md5', 'width', 'height'),
  material_quota: columns<MaterialQuotaTable>()('office_id', 'bytes', 'updated_at'),
  material_count: columns<MaterialCountTable>()('office_id', 'folder_key', 'n'),
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
    'folder_id',
    'purpose',
    'created_at',
    'touched_at',
  ),
  upload_chunk: columns<UploadChunkTable>()('upload_id', 'idx', 'size', 'at'),
};
