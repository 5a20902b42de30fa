/** Messages between the firmware screen and its MD5 worker. */
export type Md5Request = { file: File };

export type Md5Reply =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; md5: string }
  | { kind: 'error'; message: string };
