/**
 * The drift part of `GET /healthz` (issue 25; shapes in contract/health.ts), read by the ops wall's chunk.
 * A body without `wireDrift` (demo mode, an older server) reads as null: nothing is checked there, which
 * is not the same as "nothing could not be read". A target row needs its name; figures it lacks are 0.
 */
import type { DriftSummary, FieldDrift, TargetDrift } from '../contract/health';
import { asRecord, listIn, num, readRecord, text } from './read';
import { createWireReport, type WireReport } from './report';

function parseField(value: unknown, report: WireReport): FieldDrift | null {
  const record = readRecord(value, report);
  const field = record && text(record, 'field', report);
  if (!record || field === null) return null;
  const rows = num(record, 'rows', report);
  return { field, answers: num(record, 'answers', report) ?? 0, share: num(record, 'share', report) ?? 0, ...(rows !== null ? { rows } : {}) };
}

function parseTarget(value: unknown, report: WireReport): TargetDrift | null {
  const record = readRecord(value, report);
  const target = record && text(record, 'target', report);
  if (!record || target === null) return null;
  return {
    target,
    answers: num(record, 'answers', report) ?? 0,
    unreadableAnswers: num(record, 'unreadableAnswers', report) ?? 0,
    unreadableShare: num(record, 'unreadableShare', report) ?? 0,
    fields: listIn(record['fields'], 'fields', parseField, report),
  };
}

/** The `wireDrift` of a /healthz body, or null when the server checks nothing (see the module comment). */
export function parseHealthDrift(raw: unknown, report: WireReport = createWireReport('healthz')): DriftSummary | null {
  const body = asRecord(raw);
  const drift = body && readRecord(body['wireDrift'], report.at('wireDrift'));
  if (!drift) return null;
  const at = report.at('wireDrift');
  return {
    windowMinutes: num(drift, 'windowMinutes', at) ?? 60,
    answersChecked: num(drift, 'answersChecked', at) ?? 0,
    targets: listIn(drift['targets'], 'targets', parseTarget, at),
  };
}
