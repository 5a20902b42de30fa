import { endpoints } from '@dtu-web/protocol';

/** The draft of an edit, one per slot, so a login in the middle brings back the right inverter. */
export const editDraftKey = (id: number): string => `${endpoints.inverterEdit.path}#${String(id)}`;
