import { brandIcon, type BrandIcon } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';

/** Interface-spec §2: the brand icon's date is rechecked this often. */
export const BRAND_RECHECK_MS = 10_000;

/** The brand icon for today (tree, egg or sun), rechecked every BRAND_RECHECK_MS. */
export function useBrandIcon(): BrandIcon {
  const [icon, setIcon] = useState(() => brandIcon(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      setIcon(brandIcon(new Date()));
    }, BRAND_RECHECK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return icon;
}
