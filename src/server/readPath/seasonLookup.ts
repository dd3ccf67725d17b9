/**
 * The season look-up (issue 26, contract `seasonLookup`): SPEC §9's ta/Seasons reads of a year and the five
 * before, made here in parallel, each through the read path (its cache, coalescing and stale copies), and
 * answered as one, so a browser's boot makes one request instead of six. A failed year is reported in its
 * place (SPEC §8: its message); the look-up fails only when every year failed, and then as the first year did
 * (its status: 404, 502, 503 with Retry-After, 504).
 */
import { buildDirectTarget } from '../../shared/contract';
import { seasonLookupYearsFrom } from '../../shared/rules/seasons';
import { NotFoundError, NotServedError, UpstreamError } from '../dataSource';

/** One year's ta/Seasons answer as the source sent it (the client's wire parser reads it), and when it was stored. */
export interface YearAnswer {
  body: unknown;
  storedAtMs: number;
}

/** The look-up's answer; `storedAtMs`: its oldest year's, so its age (and staleness) is that of its oldest part. */
export interface SeasonLookup {
  value: { years: ({ year: number; seasons: unknown } | { year: number; failure: string })[] };
  storedAtMs: number;
}

/** What a caller may read of a failed year: the errors of the read path name only the target; anything else is ours. */
function failureOf(error: unknown, orgId: number, year: number): string {
  if (error instanceof UpstreamError || error instanceof NotFoundError || error instanceof NotServedError) return error.message;
  return `${buildDirectTarget('seasons', { orgId, year })}: internal error`;
}

export async function lookUpSeasons(
  { orgId, year }: { orgId: number; year: number },
  readYear: (orgId: number, year: number) => Promise<YearAnswer>,
  nowMs: number,
): Promise<SeasonLookup> {
  const years = seasonLookupYearsFrom(year);
  const outcomes = await Promise.allSettled(years.map((each) => readYear(orgId, each)));
  const [first] = outcomes;
  if (first?.status === 'rejected' && outcomes.every((outcome) => outcome.status === 'rejected')) throw first.reason;
  let storedAtMs = nowMs;
  const parts = outcomes.map((outcome, index) => {
    const each = years[index] ?? year;
    if (outcome.status === 'rejected') return { year: each, failure: failureOf(outcome.reason, orgId, each) };
    storedAtMs = Math.min(storedAtMs, outcome.value.storedAtMs);
    return { year: each, seasons: outcome.value.body };
  });
  return { value: { years: parts }, storedAtMs };
}

/** Whether a look-up's answer reports a failed year (it is then kept briefly, so the year is asked again soon). */
export function hasFailedYear(value: unknown): boolean {
  const years = (value as { years?: unknown } | null)?.years;
  return Array.isArray(years) && years.some((part) => typeof (part as { failure?: unknown } | null)?.failure === 'string');
}
