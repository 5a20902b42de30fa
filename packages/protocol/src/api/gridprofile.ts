/** /api/gridprofile/* (device-api §1.6, §6.3). */
export interface GridProfileItem {
  n: string;
  u: string;
  v: number;
}

export interface GridProfileSection {
  name: string;
  items: GridProfileItem[];
}

export interface GridProfile {
  name: string;
  /** "a.b.c". */
  version: string;
  sections: GridProfileSection[];
}

/** GET /api/gridprofile/rawdata: profile bytes 0..255, at most 141. */
export interface GridProfileRawData {
  raw: number[];
}
