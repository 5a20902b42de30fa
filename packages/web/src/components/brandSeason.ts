import { useEffect, useState } from 'react';

export type BrandSeason = 'christmas' | 'easter' | 'sun';

/** Interface-spec §2: the brand icon's date is rechecked this often. */
export const BRAND_RECHECK_MS = 10_000;

// Placeholder until packages/protocol exports its season function (domain/season.ts).
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

export function brandSeason(now: Date): BrandSeason {
  const month = now.getMonth();
  const day = now.getDate();
  if (month === 11 && day >= 24 && day <= 26) return 'christmas';
  const easter = easterSunday(now.getFullYear());
  const today = new Date(now.getFullYear(), month, day).getTime();
  const dayMs = 86_400_000;
  if (today >= easter.getTime() - 2 * dayMs - 3_600_000 && today <= easter.getTime() + dayMs + 3_600_000)
    return 'easter';
  return 'sun';
}

/** The brand's season for today, rechecked every BRAND_RECHECK_MS. */
export function useBrandSeason(): BrandSeason {
  const [season, setSeason] = useState(() => brandSeason(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      setSeason(brandSeason(new Date()));
    }, BRAND_RECHECK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return season;
}
