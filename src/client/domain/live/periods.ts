/**
 * SPEC §3 period names: "1. periode" … (to 12 for ice hockey), "1. ekstraomgang" … "6. ekstraomgang" for
 * basketball, Overtime and Shootout for ice hockey and volleyball. The contract numbers hockey overtime 4
 * and shootout 5, basketball extra periods 5…10 and volleyball sets 1…5 — but the feed's own period name
 * decides when it has one: in a play-off, hockey period 4 and 5 are "4. periode" and "5. periode" (SPEC §9
 * period labels up to 12), not overtime and shootout.
 */
import type { LiveSport } from './sport';

export type PeriodLabel =
  | { kind: 'period'; n: number }
  | { kind: 'extra'; n: number }
  | { kind: 'set'; n: number }
  | { kind: 'overtime' }
  | { kind: 'shootout' };

/** SPEC §9: ice hockey period labels go up to 12. */
export const HOCKEY_MAX_PERIOD = 12;

const NAMED_SHOOTOUT = /shootout|straffe/i;
const NAMED_OVERTIME = /overtime|forlengning/i;
const NAMED_EXTRA = /^(\d{1,2})\.\s*ekstraomgang/i;
const NAMED_PERIOD = /^(\d{1,2})\.\s*periode/i;

function fromName(sport: LiveSport, name: string): PeriodLabel | null {
  if (NAMED_SHOOTOUT.test(name)) return { kind: 'shootout' };
  if (NAMED_OVERTIME.test(name)) return { kind: 'overtime' };
  const extra = NAMED_EXTRA.exec(name);
  if (extra && sport === 'basketball') return { kind: 'extra', n: Number(extra[1]) };
  const period = NAMED_PERIOD.exec(name);
  if (period) {
    const n = Number(period[1]);
    if (n >= 1 && n <= (sport === 'hockey' ? HOCKEY_MAX_PERIOD : 4)) return sport === 'volleyball' ? { kind: 'set', n } : { kind: 'period', n };
  }
  return null;
}

/** The label of a period: by the feed's name when it has a known one, else by the contract's numbering. */
export function periodLabel(sport: LiveSport, period: number | null | undefined, periodName?: string | null): PeriodLabel | null {
  if (typeof periodName === 'string' && periodName.trim() !== '') {
    const named = fromName(sport, periodName.trim());
    if (named) return named;
  }
  if (typeof period !== 'number' || !Number.isInteger(period) || period < 1) return null;
  if (sport === 'basketball') {
    if (period <= 4) return { kind: 'period', n: period };
    return period <= 10 ? { kind: 'extra', n: period - 4 } : null;
  }
  if (sport === 'hockey') {
    if (period <= 3) return { kind: 'period', n: period };
    if (period === 4) return { kind: 'overtime' };
    if (period === 5) return { kind: 'shootout' };
    return period <= HOCKEY_MAX_PERIOD ? { kind: 'period', n: period } : null;
  }
  return period <= 5 ? { kind: 'set', n: period } : null;
}

/** The message id and values of a period label (locales: live.period.*). */
export function periodMessage(label: PeriodLabel): { id: string; values?: Record<string, number> } {
  if (label.kind === 'overtime' || label.kind === 'shootout') return { id: `live.period.${label.kind}` };
  return { id: `live.period.${label.kind}`, values: { n: label.n } };
}

/** P1-P4 and E1-E6 column labels of the basketball period table (SPEC §2). */
export function basketballPeriodColumn(period: number): string | null {
  if (period >= 1 && period <= 4) return `P${period}`;
  if (period >= 5 && period <= 10) return `E${period - 4}`;
  return null;
}
