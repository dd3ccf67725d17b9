/**
 * The season look-up (issue 26, contract `seasonLookup`): one read of the SPEC §9 years, composed by the read
 * path from the years' ta/Seasons reads, with the per-year failure rule and the read path's cache and ETag.
 */
import type { FastifyInstance } from 'fastify';
import { createClock } from '../../../src/server/clock';
import { UpstreamError, type DataSource } from '../../../src/server/dataSource';
import { createDemoDataSource, createDemoLeague } from '../../../src/server/demo';
import { createRealWireDataSource } from '../../../src/server/demo/realWire';
import type { ResolvedDirectTarget } from '../../../src/shared/contract';
import { parseDirectResponse } from '../../../src/shared/wire/responses';
import { FIXED_NOW, fakeDataSource, testApp, testConfig } from '../support/serverFixtures';

const YEAR = FIXED_NOW.getUTCFullYear();
const LOOKUP = `/api/mc/SeasonLookup/?orgId=10&year=${YEAR}`;
const YEARS = [YEAR, YEAR - 1, YEAR - 2, YEAR - 3, YEAR - 4, YEAR - 5];

function demoSource(): DataSource {
  const config = testConfig();
  return createDemoDataSource(createDemoLeague({ seed: config.demoSeed, timeZone: config.timeZone, now: createClock({ startAt: FIXED_NOW }).now }));
}

/** A source whose ta/Seasons answers `[{ seasonId: year }]`, or throws what `failure(year)` returns; it records every direct read. */
function seasonsSource(failure: (year: number) => Error | undefined = () => undefined) {
  const reads: ResolvedDirectTarget[] = [];
  const source: DataSource = {
    ...fakeDataSource(),
    async direct(target) {
      reads.push(target);
      if (target.name !== 'seasons') throw new Error(`unexpected ${target.name}`);
      const error = failure(target.params.year);
      if (error) throw error;
      return [{ seasonId: target.params.year, seasonName: String(target.params.year), seasonDateFrom: `${target.params.year}-09-01T00:00:00`, orgIdOwner: target.params.orgId }];
    },
  };
  return { source, reads };
}

describe('GET /api/mc/SeasonLookup/ (issue 26: the SPEC §9 seasons in one read)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers every year, newest first, each as its own ta/Seasons read answers it', async () => {
    app = testApp({ dataSource: demoSource() });
    const response = await app.inject({ method: 'GET', url: LOOKUP });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ years: { year: number; seasons: unknown }[] }>();
    expect(body.years.map((part) => part.year)).toEqual(YEARS);
    for (const part of body.years) {
      const single = await app.inject({ method: 'GET', url: `/api/ta/Seasons/?orgId=10&year=${part.year}` });
      expect(part.seasons).toEqual(single.json());
    }
    const seasons = parseDirectResponse('seasonLookup', body).years.flatMap((part) => ('seasons' in part ? part.seasons : []));
    expect(seasons.length).toBeGreaterThan(0);
  });

  it('reads the years in parallel through the cache, once each, and answers again from the cache with its ETag', async () => {
    const { source, reads } = seasonsSource();
    app = testApp({ dataSource: source });
    const first = await app.inject({ method: 'GET', url: LOOKUP });
    expect(first.statusCode).toBe(200);
    expect(reads.map((target) => (target.name === 'seasons' ? target.params.year : null))).toEqual(YEARS);
    expect(first.headers['cache-control']).toContain('max-age=3600');
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: LOOKUP, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A single year read afterwards comes from the cache the look-up filled.
    await app.inject({ method: 'GET', url: `/api/ta/Seasons/?orgId=10&year=${YEAR - 2}` });
    expect(reads).toHaveLength(YEARS.length);
  });

  it('reports a failed year in its place and keeps the answer only briefly, so the year is asked again soon', async () => {
    const { source } = seasonsSource((year) => (year === YEAR - 2 ? new UpstreamError(`upstream answered HTTP 500 for ta/Seasons/?orgId=10&year=${year}`, 502) : undefined));
    app = testApp({ dataSource: source });
    const response = await app.inject({ method: 'GET', url: LOOKUP });
    expect(response.statusCode).toBe(200);
    const parsed = parseDirectResponse('seasonLookup', response.json());
    expect(parsed.years.map((part) => ('failure' in part ? part.failure : part.seasons.map((season) => season.seasonId)))).toEqual([
      [YEAR],
      [YEAR - 1],
      `upstream answered HTTP 500 for ta/Seasons/?orgId=10&year=${YEAR - 2}`,
      [YEAR - 3],
      [YEAR - 4],
      [YEAR - 5],
    ]);
    expect(response.headers['cache-control']).not.toContain('max-age=3600');
  });

  it('names no internals of a year that failed for another reason', async () => {
    const { source } = seasonsSource((year) => (year === YEAR ? new Error('secret internals at line 42') : undefined));
    app = testApp({ dataSource: source });
    const body = (await app.inject({ method: 'GET', url: LOOKUP })).json<{ years: { failure?: string }[] }>();
    expect(body.years[0]?.failure).toBe(`ta/Seasons/?orgId=10&year=${YEAR}: internal error`);
  });

  it('fails only when every year failed, as the first year did (503 with Retry-After)', async () => {
    const { source } = seasonsSource(() => new UpstreamError('upstream unavailable: ta/Seasons/ not requested', 503, 30));
    app = testApp({ dataSource: source });
    const response = await app.inject({ method: 'GET', url: LOOKUP });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({ message: 'upstream unavailable: ta/Seasons/ not requested' });
  });

  it('with DEMO_WIRE=real passes each year in the real envelope, which the client reads to the same seasons', async () => {
    app = testApp({ dataSource: demoSource() });
    const contract = parseDirectResponse('seasonLookup', (await app.inject({ method: 'GET', url: LOOKUP })).json());
    await app.close();
    app = testApp({ dataSource: createRealWireDataSource(demoSource()) });
    const raw = (await app.inject({ method: 'GET', url: LOOKUP })).json<{ years: { year: number; seasons: unknown }[] }>();
    expect(raw.years[0]?.seasons).toMatchObject({ year: YEAR, seasons: expect.any(Array) });
    expect(parseDirectResponse('seasonLookup', raw)).toEqual(contract);
  });

  it('refuses what the contract does not allow', async () => {
    app = testApp({ dataSource: seasonsSource().source });
    const response = await app.inject({ method: 'GET', url: '/api/mc/SeasonLookup/?orgId=10' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/year is missing/) });
  });
});
