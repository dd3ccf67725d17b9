/**
 * SPEC §3 period names: "1. periode" … (to 12 for ice hockey), "1. ekstraomgang" … "6. ekstraomgang" for
 * basketball, Overtime and Shootout for ice hockey and volleyball. The contract numbers hockey overtime 4
 * and shootout 5, basketball extra periods 5…10 and volleyball sets 1…5.
 */
import type { LiveSport } from './sport';

export type PeriodLabel =
  | { kind: 'period'; n: number }
  | { kind: 'extra'; n: number }
  | { kind: 'set'; n: number }
  | { kind: 'overtime' }
  | { kind: 'shootout' };

export function periodLabel(sport: LiveSport, period: number | null | undefined): PeriodLabel | null {
  if (typeof period !== 'number' || !Number.isInteger(period) || period < 1) return null;
  if (sport === 'basketball') {
    if (period <= 4) return { kind: 'period', n: period };
    return period <= 10 ? { kind: 'extra', n: period - 4 } : null;
  }
  if (sport === 'hockey') {
    if (period <= 3) return { kind: 'period', n: period };
    if (period === 4) return { kind: 'overtime' };
    if (period === 5) return { kind: 'shootout' };
    return null;
  }
  return period <= 5 ? { kind: 'set', n: period } : null;
}

/** P1-P4 and E1-E6 column labels of the basketball period table (SPEC §2). */
export function basketballPeriodColumn(period: number): string | null {
  if (period >= 1 && period <= 4) return `P${period}`;
  if (period >= 5 && period <= 10) return `E${period - 4}`;
  return null;
}
