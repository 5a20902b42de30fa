/** The file API of v24.11.7+ (firmware-versions.md §3.5), successor of `/api/config/*`. */

/** One entry of GET /api/file/list (a top-level array; directories are left out, names have no "/"). */
export interface FileEntry {
  name: string;
  /** Bytes. */
  size: number;
}

export type FileList = FileEntry[];

/** POST /api/file/delete: deletes one file, no restart (3003; 404 with an empty body when missing). */
export interface FileDeleteRequest {
  file: string;
}
