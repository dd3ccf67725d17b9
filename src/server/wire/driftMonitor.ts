/**
 * Issue 25 "drift is visible": in upstream mode the server reads each FRESH upstream answer (the read path's
 * cache hits never reach the data source) with the same wire parser the client reads it with (registry.ts),
 * through a counting report, and keeps what could not be read per target and field for the last hour
 * (driftWindow.ts). `/healthz` and the ops wall show the summary; the log names each target and its
 * unreadable fields at most once an hour, never per request.
 *
 * The check runs after the answer has gone on its way (`defer`, setImmediate by default): it costs the
 * event loop one parse of the answer (the bench measures the largest, 5,000 players) but no request waits
 * for it.
 */
import { directTargets, proxyTargets, type DirectTargetName, type ProxyTargetName } from '../../shared/contract';
import { joinPath, label, type WireReport } from '../../shared/wire/report';
import { createDriftWindow, WINDOW_MS, type AnswerCheck, type DriftSummary } from './driftWindow';
import { directWireParsers, proxyWireParsers, type WireParser } from './registry';

/** The field name logged when a whole answer could not be read. */
export const WHOLE_ANSWER = '(the answer)';
/** Log keys (target, field) remembered for the once-an-hour rule before old ones are dropped. */
const MAX_LOG_KEYS = 2048;

/**
 * Reads `raw` with `parse` and says what could not be read: every reported field path once, the rows
 * reported unreadable as a whole per list (`report.unreadable('', row)` at an item: path `players[]`), and
 * whether the answer as a whole was unreadable (the parser threw, or the root itself, or the answer value,
 * was reported).
 */
export function checkAnswer(parse: WireParser, raw: unknown): AnswerCheck {
  const fields = new Set<string>();
  const unreadableRows = new Map<string, number>();
  let rootUnreadable = false;
  const reportAt = (path: string): WireReport => {
    const children = new Map<string, WireReport>();
    return {
      unreadable(field, value) {
        const where = joinPath(path, field);
        if (where === '' || value === raw) rootUnreadable = true;
        else if (field === '' && path.endsWith('[]')) unreadableRows.set(path, (unreadableRows.get(path) ?? 0) + 1);
        else fields.add(where);
      },
      at(field) {
        let child = children.get(field);
        if (child === undefined) {
          child = reportAt(joinPath(path, field));
          children.set(field, child);
        }
        return child;
      },
    };
  };
  let threw = false;
  try {
    parse(raw, reportAt(''));
  } catch {
    threw = true;
  }
  return { unreadable: threw || rootUnreadable, fields, unreadableRows };
}

/** A fresh answer's target, as the data source resolved it. */
export type CheckedTarget = { kind: 'proxy'; name: ProxyTargetName } | { kind: 'direct'; name: DirectTargetName };

export interface DriftLog {
  warn(details: object, message: string): void;
}

export interface WireDriftOptions {
  nowMs?: () => number;
  log?: DriftLog;
  /** Runs a check later (default setImmediate: after the answer has been handed on). Tests pass `(task) => task()`. */
  defer?: (task: () => void) => void;
}

export interface WireDriftMonitor {
  /** A fresh upstream answer of `target`: checked (later, see `defer`) and counted. */
  answered(target: CheckedTarget, raw: unknown): void;
  /** The last hour's drift (issue 25), for /healthz and the ops wall. */
  summary(): DriftSummary;
}

function targetLabel(target: CheckedTarget): string {
  return label(target.kind === 'proxy' ? proxyTargets[target.name].path : directTargets[target.name].path);
}

function parserOf(target: CheckedTarget): WireParser {
  return target.kind === 'proxy' ? proxyWireParsers[target.name] : directWireParsers[target.name];
}

export function createWireDriftMonitor(options: WireDriftOptions = {}): WireDriftMonitor {
  const nowMs = options.nowMs ?? (() => Date.now());
  const defer = options.defer ?? ((task: () => void) => void setImmediate(task));
  const window = createDriftWindow();
  const loggedAt = new Map<string, number>();

  /** The fields of `target` not logged within the hour, marked as logged now. */
  function dueFields(target: string, fields: readonly string[], now: number): string[] {
    if (loggedAt.size > MAX_LOG_KEYS) for (const [key, at] of loggedAt) if (now - at >= WINDOW_MS) loggedAt.delete(key);
    return fields.filter((field) => {
      const key = `${target}\u0000${field}`;
      const at = loggedAt.get(key);
      if (at !== undefined && now - at < WINDOW_MS) return false;
      if (loggedAt.size < MAX_LOG_KEYS || at !== undefined) loggedAt.set(key, now);
      return true;
    });
  }

  function check(target: CheckedTarget, raw: unknown): void {
    const result = checkAnswer(parserOf(target), raw);
    const name = targetLabel(target);
    const now = nowMs();
    window.record(name, result, now);
    const problems = [...(result.unreadable ? [WHOLE_ANSWER] : []), ...result.fields, ...result.unreadableRows.keys()];
    if (problems.length === 0) return;
    const due = dueFields(name, problems, now);
    if (due.length > 0)
      options.log?.warn({ target: name, fields: due }, `upstream answer of ${name} could not be read at ${due.join(', ')}; shown as missing (told once an hour)`);
  }

  return {
    answered(target, raw) {
      defer(() => check(target, raw));
    },
    summary() {
      return window.summary(nowMs());
    },
  };
}
