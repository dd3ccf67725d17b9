import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { NotFoundError, UpstreamError, type DataSource } from '../../../src/server/dataSource';
import { createReadPath, freshnessOf, type ReadTarget } from '../../../src/server/readPath';
import { resolveDirectTarget, resolveProxyTarget } from '../../../src/shared/contract';

const proxyRead = (text: string): ReadTarget => ({ kind: 'proxy', target: resolveProxyTarget(text) });
const directRead = (text: string): ReadTarget => ({ kind: 'direct', target: resolveDirectTarget(text) });
const TODAY = '2026-11-21';
const freshness = { shortSeconds: 15, today: () => TODAY };

/** A data source whose next answers the test scripts: a value, a failure, or a promise it settles itself. */
function scriptedSource() {
  const calls: string[] = [];
  let next: () => Promise<unknown> = () => Promise.resolve({ n: calls.length });
  const source: DataSource = {
    kind: 'upstream',
    proxy: (target) => {
      calls.push(target.name);
      return next();
    },
    direct: (target) => {
      calls.push(target.name);
      return next();
    },
    status: () => ({ kind: 'upstream', healthy: true, detail: 'scripted' }),
  };
  return { source, calls, answerWith: (produce: () => Promise<unknown>) => (next = produce) };
}

describe('freshnessOf (issue 10 §3: max-age by what the answer is)', () => {
  it('keeps seasons and finished matches long, today\'s matches short', () => {
    expect(freshnessOf(directRead('ta/Seasons/?orgId=1&year=2026'), [], freshness).maxAgeSeconds).toBe(3600);
    const finished = { matchDate: '2026-11-20T00:00:00', matchResult: { homeGoals: 1, awayGoals: 0 } };
    expect(freshnessOf(proxyRead('ta/Match?matchId=1'), finished, freshness).maxAgeSeconds).toBe(3600);
    const todays = { ...finished, matchDate: `${TODAY}T00:00:00` };
    expect(freshnessOf(proxyRead('ta/Match?matchId=1'), todays, freshness).maxAgeSeconds).toBe(15);
    expect(freshnessOf(proxyRead('ta/ScheduledMatchesBySport/?sportIds=152&date=11/21/2026'), {}, freshness).maxAgeSeconds).toBe(15);
    expect(freshnessOf(proxyRead('ta/ScheduledMatchesBySport/?sportIds=152&date=11/20/2026'), {}, freshness).maxAgeSeconds).toBe(3600);
    expect(freshnessOf(proxyRead('ta/ScheduledMatchesBySport/?sportIds=152&date=11/22/2026'), {}, freshness).maxAgeSeconds).toBe(300);
  });

  it('gives every kind a stale-if-error of at least an hour, except the live catch-up read', () => {
    for (const text of ['ta/TournamentTeams/?tournamentId=1', 'org/Organisation?orgIds=1&orgIds=2', 'ta/TournamentStandings/?tournamentId=4']) {
      expect(freshnessOf(proxyRead(text), {}, freshness).staleIfErrorSeconds).toBeGreaterThanOrEqual(3600);
    }
    expect(freshnessOf(proxyRead('live/MatchEvents/5'), {}, freshness)).toEqual({ maxAgeSeconds: 2, staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 });
  });
});

describe('the read path (issue 10 §2–§4)', () => {
  const read = proxyRead('ta/TournamentTeams/?tournamentId=9');

  it('answers a repeated read from the cache, and identical reads in flight with one source call', async () => {
    const { source, calls, answerWith } = scriptedSource();
    let settle: (value: unknown) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (settle = resolve)));
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => 0 });
    const pending = Promise.all([path.read(read), path.read(read), path.read(proxyRead('ta/TournamentTeams/?tournamentId=9'))]);
    settle({ teams: [] });
    const answers = await pending;
    expect(calls).toEqual(['tournamentTeams']);
    expect(new Set(answers.map((served) => served.answer))).toHaveProperty('size', 1);
    expect((await path.read(read)).answer.body.toString()).toBe('{"teams":[]}');
    expect(calls).toHaveLength(1);
    expect(path.stats()).toMatchObject({ hits: 1, misses: 3, sourceCalls: 1 });
  });

  it('serves a stale copy at once while ONE background refresh runs (stale-while-revalidate)', async () => {
    const clock = { ms: 0 };
    const { source, calls, answerWith } = scriptedSource();
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => clock.ms });
    await path.read(read);
    let settle: (value: unknown) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (settle = resolve)));
    clock.ms = 20_000; // past the 15 s max-age, inside the 60 s revalidate window
    const stale = await Promise.all([path.read(read), path.read(read), path.read(read)]);
    expect(stale.map((served) => [served.stale, served.ageSeconds])).toEqual([[true, 20], [true, 20], [true, 20]]);
    expect(calls).toHaveLength(2);
    settle({ teams: ['new'] });
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await path.read(read);
    expect(fresh).toMatchObject({ stale: false, ageSeconds: 0 });
    expect(fresh.answer.body.toString()).toBe('{"teams":["new"]}');
  });

  it('stands in with the stale copy for at least an hour when the source fails, and says how old it is', async () => {
    const clock = { ms: 0 };
    const { source, answerWith } = scriptedSource();
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => clock.ms });
    const first = await path.read(read);
    answerWith(() => Promise.reject(new UpstreamError('upstream answered HTTP 500', 502)));
    clock.ms = 3600_000;
    const served = await path.read(read);
    expect(served).toMatchObject({ stale: true, ageSeconds: 3600 });
    expect(served.answer).toBe(first.answer);
  });

  it('waits for a hung source no longer than its patience before serving the stale copy', async () => {
    const clock = { ms: 0 };
    const { source, calls, answerWith } = scriptedSource();
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => clock.ms, patienceMs: 50 });
    await path.read(read);
    answerWith(() => new Promise(() => undefined));
    clock.ms = 600_000; // past the revalidate window: a fresh answer is worth a short wait
    // The source never answers: a read that is answered at all waited only its patience (issue 28: the
    // outcome shows it, not a wall-clock bound).
    const served = await path.read(read);
    expect(served.stale).toBe(true);
    await path.read(read);
    expect(calls).toHaveLength(2); // the hung refresh is shared, not repeated
  });

  it('does not keep a stale copy of a record the source says is gone (404)', async () => {
    const clock = { ms: 0 };
    const { source, answerWith } = scriptedSource();
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => clock.ms });
    await path.read(read);
    answerWith(() => Promise.reject(new NotFoundError('no tournament 9')));
    clock.ms = 600_000;
    await expect(path.read(read)).rejects.toThrow('no tournament 9');
    expect(path.stats().entries).toBe(0);
  });

  it('is bounded in bytes, compressed copies included, least recently used first', async () => {
    const { source, answerWith } = scriptedSource();
    const big = 'x'.repeat(40_000);
    answerWith(() => Promise.resolve({ big }));
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => 0, maxBytes: 100_000 });
    const first = await path.read(proxyRead('ta/TournamentTeams/?tournamentId=1'));
    await path.read(proxyRead('ta/TournamentTeams/?tournamentId=2'));
    expect(path.stats().entries).toBe(2);
    path.encodedBody(first.answer, 'gzip');
    await path.read(proxyRead('ta/TournamentTeams/?tournamentId=3'));
    expect(path.stats().entries).toBe(2);
    expect(path.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(path.readAtOnce(proxyRead('ta/TournamentTeams/?tournamentId=1'))).toBeUndefined();
    expect(path.readAtOnce(proxyRead('ta/TournamentTeams/?tournamentId=3'))).toMatchObject({ stale: false });
  });

  it('compresses each answer once per encoding, and leaves small bodies alone', async () => {
    const { source, answerWith } = scriptedSource();
    answerWith(() => Promise.resolve({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `row ${index}` })) }));
    const path = createReadPath({ dataSource: source, freshness, nowMs: () => 0 });
    const { answer } = await path.read(read);
    const br = path.encodedBody(answer, 'br');
    expect(br).toBe(path.encodedBody(answer, 'br'));
    expect(brotliDecompressSync(br as Buffer).equals(answer.body)).toBe(true);
    expect(gunzipSync(path.encodedBody(answer, 'gzip') as Buffer).equals(answer.body)).toBe(true);
    answerWith(() => Promise.resolve([]));
    const small = await path.read(directRead('ta/Seasons/?orgId=1&year=2026'));
    expect(path.encodedBody(small.answer, 'br')).toBeUndefined();
  });
});
