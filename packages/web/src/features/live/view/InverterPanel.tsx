import { memo, useEffect, useRef } from 'react';
import { hasChannels, liveStore, loadInverterNow } from '../../../lib/live/index.ts';
import type { DialogKind } from '../dialogs/kinds.ts';
import { ChannelCards } from './ChannelCards.tsx';
import { useStaleMarker } from './DataAge.tsx';
import { InverterHeader } from './InverterHeader.tsx';

export interface InverterPanelProps {
  serial: string;
  name: string;
  onOpen: (kind: DialogKind) => void;
}

/** One inverter: the coloured header and its channel cards. */
export const InverterPanel = memo(function InverterPanel({ serial, name, onOpen }: InverterPanelProps) {
  const body = useRef<HTMLDivElement>(null);
  useStaleMarker(serial, body);

  useEffect(() => {
    // The GET list has no channel data and the socket may take a while to send this inverter.
    const known = liveStore.inverter(serial);
    if (known && !hasChannels(known)) loadInverterNow(serial);
  }, [serial]);

  return (
    <div ref={body} className="live-inverter">
      <InverterHeader serial={serial} name={name} onOpen={onOpen} />
      <ChannelCards serial={serial} />
    </div>
  );
});
