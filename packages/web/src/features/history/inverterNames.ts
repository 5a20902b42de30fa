import { endpoints } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/index.ts';

let names: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * The inverters' names by serial (energy and health answers carry serials only), from the gateway's
 * live summary, asked once per page load.
 */
export function useInverterNames(): ReadonlyMap<string, string> {
  const [map, setMap] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    names ??= api
      .get(endpoints.livedataStatus)
      .then((data) => new Map(data.inverters.map((inverter) => [inverter.serial, inverter.name])))
      .catch(() => {
        names = undefined;
        return new Map<string, string>();
      });
    void names.then((found) => {
      if (current) setMap(found);
    });
    return () => {
      current = false;
    };
  }, []);
  return map;
}

/** For tests: ask again. */
export function forgetInverterNames(): void {
  names = undefined;
}
