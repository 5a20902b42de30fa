import './details.scss';
import type { GatewayInfo } from '@dtu-web/protocol';
import { FleetCurve } from './FleetCurve.tsx';
import { InverterTable, type InverterTableProps } from './InverterTable.tsx';
import { gatewayLabels } from './inverterRows.ts';

export interface FleetDetailsProps extends InverterTableProps {
  /** `/api/x/info`'s gateways (their clocks for today's curve); absent while unknown. */
  info?: readonly GatewayInfo[];
}

/**
 * What lies below the cards (issue 30): every inverter in one table and today's power per gateway,
 * stacked. Loaded apart from the page, so the cards and totals come first and the fleet's first load
 * stays small.
 */
export default function FleetDetails({ info, ...table }: FleetDetailsProps) {
  const labels = gatewayLabels(table.gateways);
  return (
    <>
      <InverterTable {...table} />
      {info && (
        <FleetCurve
          gateways={table.gateways
            // Its power history is asked with the page's login: a gateway shown with another stored
            // login (one sign-in) would refuse it, and the refusal would send the page to a login.
            .filter(
              (gateway) => !gateway.locked && info.find((each) => each.id === gateway.id)?.locked !== true,
            )
            .map((gateway) => ({ id: gateway.id, name: labels.get(gateway.id) ?? gateway.name }))}
          info={info}
        />
      )}
    </>
  );
}
