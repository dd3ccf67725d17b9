/**
 * What the wire parsers could not read (DESIGN §1 "Real upstream data": a dash on screen, a warning in
 * the log, never a blank page). A parser that meets a value that is present but unreadable falls back and
 * tells its `WireReport`; the report prints one console warning per (target, field) per page load, so a
 * list of a thousand bad rows costs one line. Missing and null values are normal and never reported.
 */
import { directTargets, proxyTargets, type DirectTargetName, type ProxyTargetName } from '../contract';

export interface WireReport {
  /** A value at `field` (relative to this report's place in the answer) was present but unreadable. */
  unreadable(field: string, value: unknown): void;
  /** The report for the values under `field`, e.g. `at('matches[]')` for the items of a list. */
  at(field: string): WireReport;
}

// Module-level on purpose: "once per page load" spans every response of the page. Tests reset it.
const warned = new Set<string>();

/** Forgets which warnings were printed (tests, so each starts from a fresh page load). */
export function resetWireWarnings(): void {
  warned.clear();
}

/** The path of `field` under `path`: `players[]` + `gamesPlayed` → `players[].gamesPlayed`. */
export function joinPath(path: string, field: string): string {
  if (path === '') return field;
  if (field === '') return path;
  return field.startsWith('[') ? `${path}${field}` : `${path}.${field}`;
}

function preview(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function report(target: string, path: string): WireReport {
  // Child reports are asked for once per record (`matchResult` of each match): made once, then reused.
  let children: Map<string, WireReport> | undefined;
  return {
    unreadable(field, value) {
      const where = joinPath(path, field) || '(the answer)';
      const key = `${target}\u0000${where}`;
      if (warned.has(key)) return;
      warned.add(key);
      console.warn(`[wire] ${target}: ${where} could not be read (${preview(value)}); it shows as missing`);
    },
    at(field) {
      children ??= new Map();
      let child = children.get(field);
      if (child === undefined) {
        child = report(target, joinPath(path, field));
        children.set(field, child);
      }
      return child;
    },
  };
}

/** A report for one answer of `target` (a label such as `ta/TournamentMatches`). */
export function createWireReport(target: string): WireReport {
  return report(target, '');
}

/** `ta/TournamentStandings/Settings/{tournamentId}` → `ta/TournamentStandings/Settings`: the call, no ids. */
export function label(path: string): string {
  return path.replace(/\/\{[^}]*\}/g, '').replace(/\/+$/, '');
}

/** A report labelled with the contract path of a proxy target (DESIGN §2), e.g. `icehockey/Match/Goals`. */
export function proxyReport(name: ProxyTargetName): WireReport {
  return createWireReport(label(proxyTargets[name].path));
}

/** A report labelled with the contract path of a direct target, e.g. `ta/Seasons`. */
export function directReport(name: DirectTargetName): WireReport {
  return createWireReport(label(directTargets[name].path));
}
