import type { AlertChannel, ChannelKind } from '@dtu-web/protocol';

/** A fresh channel of `kind` with empty fields (the checks say what is still missing). */
export function newChannel(kind: ChannelKind, id: string): AlertChannel {
  const base = { id, min_severity: 'warning' as const };
  switch (kind) {
    case 'webhook':
      return { ...base, kind, url: '' };
    case 'ntfy':
      return { ...base, kind, server: 'https://ntfy.sh', topic: '' };
    case 'mqtt':
      return { ...base, kind, url: '', topic_prefix: 'solar/alerts' };
    case 'email':
      return { ...base, kind, host: '', port: 587, secure: false, from: '', to: '' };
  }
}
