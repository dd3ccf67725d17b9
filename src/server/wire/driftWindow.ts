/**
 * What the upstream's answers could not be read as, per target and field, over the last hour (issue 25
 * "drift is visible"): a counter in time buckets, so the hour slides without remembering each answer.
 * Pure: every call takes `nowMs`; memory is bounded by BUCKETS × targets × MAX_FIELDS_PER_TARGET.
 */
import type { DriftSummary, FieldDrift, TargetDrift } from '../../shared/contract/health';

export type { DriftSummary, FieldDrift, TargetDrift } from '../../shared/contract/health';

/** What one fresh answer's check found. */
export interface AnswerCheck {
  /** The parser threw, or the answer's root could not be read: nothing of it was usable. */
  unreadable: boolean;
  /** Field paths (`players[].gamesPlayed`) with at least one unreadable value in this answer. */
  fields: ReadonlySet<string>;
  /** Per list (`players[]`), the rows reported unreadable as a whole in this answer. */
  unreadableRows: ReadonlyMap<string, number>;
}

export const WINDOW_MS = 60 * 60 * 1000;
/** Twelve five-minute buckets: the window is the last 55 to 60 minutes. */
export const BUCKETS = 12;
const BUCKET_MS = WINDOW_MS / BUCKETS;
/** Field paths counted per target and bucket; more go under OTHER_FIELDS (a runaway shape stays bounded). */
export const MAX_FIELDS_PER_TARGET = 64;
export const OTHER_FIELDS = '(other fields)';
/** Fields listed per target in a summary (healthz stays small). */
export const MAX_FIELDS_LISTED = 10;

interface FieldCounts {
  answers: number;
  rows: number;
}

interface TargetCounts {
  answers: number;
  unreadableAnswers: number;
  fields: Map<string, FieldCounts>;
}

interface Bucket {
  startMs: number;
  targets: Map<string, TargetCounts>;
}

export interface DriftWindow {
  record(target: string, check: AnswerCheck, nowMs: number): void;
  summary(nowMs: number): DriftSummary;
}

const share = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

export function createDriftWindow(): DriftWindow {
  const ring: (Bucket | undefined)[] = new Array<Bucket | undefined>(BUCKETS).fill(undefined);

  function bucketAt(nowMs: number): Bucket {
    const index = Math.floor(nowMs / BUCKET_MS);
    const startMs = index * BUCKET_MS;
    const slot = ((index % BUCKETS) + BUCKETS) % BUCKETS;
    let bucket = ring[slot];
    if (bucket?.startMs !== startMs) {
      bucket = { startMs, targets: new Map() };
      ring[slot] = bucket;
    }
    return bucket;
  }

  /** The key `field` is counted under in `counts`: itself, or OTHER_FIELDS once the target has its cap. */
  function keyOf(counts: TargetCounts, field: string): string {
    return counts.fields.has(field) || counts.fields.size < MAX_FIELDS_PER_TARGET - 1 ? field : OTHER_FIELDS;
  }

  return {
    record(target, check, nowMs) {
      const bucket = bucketAt(nowMs);
      let counts = bucket.targets.get(target);
      if (counts === undefined) {
        counts = { answers: 0, unreadableAnswers: 0, fields: new Map() };
        bucket.targets.set(target, counts);
      }
      counts.answers += 1;
      if (check.unreadable) counts.unreadableAnswers += 1;
      // Each key once per answer: its count is of answers, however many of its values or rows failed.
      const seen = new Set<string>();
      for (const field of new Set([...check.fields, ...check.unreadableRows.keys()])) {
        const key = keyOf(counts, field);
        const entry = counts.fields.get(key) ?? { answers: 0, rows: 0 };
        if (!seen.has(key)) entry.answers += 1;
        seen.add(key);
        entry.rows += check.unreadableRows.get(field) ?? 0;
        counts.fields.set(key, entry);
      }
    },
    summary(nowMs) {
      const oldestMs = Math.floor(nowMs / BUCKET_MS) * BUCKET_MS - (BUCKETS - 1) * BUCKET_MS;
      const totals = new Map<string, TargetCounts>();
      let answersChecked = 0;
      for (const bucket of ring) {
        if (bucket === undefined || bucket.startMs < oldestMs || bucket.startMs > nowMs) continue;
        for (const [target, counts] of bucket.targets) {
          answersChecked += counts.answers;
          const total = totals.get(target) ?? { answers: 0, unreadableAnswers: 0, fields: new Map<string, FieldCounts>() };
          total.answers += counts.answers;
          total.unreadableAnswers += counts.unreadableAnswers;
          for (const [field, entry] of counts.fields) {
            const sum = total.fields.get(field) ?? { answers: 0, rows: 0 };
            sum.answers += entry.answers;
            sum.rows += entry.rows;
            total.fields.set(field, sum);
          }
          totals.set(target, total);
        }
      }
      const targets: TargetDrift[] = [];
      for (const [target, total] of totals) {
        if (total.unreadableAnswers === 0 && total.fields.size === 0) continue;
        const fields = [...total.fields]
          .map(([field, entry]): FieldDrift => ({
            field,
            answers: entry.answers,
            share: share(entry.answers, total.answers),
            ...(entry.rows > 0 ? { rows: entry.rows } : {}),
          }))
          .sort((a, b) => b.answers - a.answers || a.field.localeCompare(b.field))
          .slice(0, MAX_FIELDS_LISTED);
        targets.push({
          target,
          answers: total.answers,
          unreadableAnswers: total.unreadableAnswers,
          unreadableShare: share(total.unreadableAnswers, total.answers),
          fields,
        });
      }
      targets.sort(
        (a, b) => b.unreadableShare - a.unreadableShare || (b.fields[0]?.share ?? 0) - (a.fields[0]?.share ?? 0) || a.target.localeCompare(b.target),
      );
      return { windowMinutes: WINDOW_MS / 60_000, answersChecked, targets };
    },
  };
}
