/**
 * Issue 14, bounded in memory: the demo league's caches are bounded by estimated bytes, evict the least
 * recently used, and an evicted entry recomputes identically (DESIGN §4: same seed and date, same data), so
 * the numbers still agree across pages.
 */
import { ByteBudgetCache } from '../../../src/server/demo/byteBudgetCache';
import { createDemoLeague, createDemoDataSource } from '../../../src/server/demo';
import { simulationBytes } from '../../../src/server/demo/league';
import { MATCH_STATUS, buildTarget, resolveProxyTarget, type ProxyParams, type ProxyTargetName } from '../../../src/shared/contract';
import type { DataSource } from '../../../src/server/dataSource';
import { NOW, SEED, ZONE, league } from './support';

describe('ByteBudgetCache', () => {
  const sized = () => new ByteBudgetCache<string, { bytes: number }>(100, (value) => value.bytes);

  it('keeps the sum of the estimates under the budget, dropping the least recently used first', () => {
    const cache = sized();
    cache.set('a', { bytes: 40 });
    cache.set('b', { bytes: 40 });
    expect(cache.get('a')).toEqual({ bytes: 40 }); // a is now the most recently used
    cache.set('c', { bytes: 40 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ bytes: 40 });
    expect(cache.get('c')).toEqual({ bytes: 40 });
    expect(cache.stats()).toEqual({ entries: 2, bytes: 80, maxBytes: 100, evictions: 1 });
  });

  it('does not keep a value larger than the whole budget, and counts a replaced value once', () => {
    const cache = sized();
    cache.set('a', { bytes: 30 });
    cache.set('a', { bytes: 50 });
    cache.set('huge', { bytes: 101 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, bytes: 50, maxBytes: 100, evictions: 0 });
  });
});

describe('the demo league under a small simulation budget', () => {
  // About eight hockey simulations: the EHL season below needs many more.
  const BUDGET = 8 * 70_000;
  const ehl = () => {
    const entry = league().tournaments.find((candidate) => candidate.current && candidate.leagueKey === 'h-ehl');
    if (!entry) throw new Error('no current EHL');
    return entry.tournament.tournamentId;
  };

  it('evicts by bytes and recomputes an evicted simulation identically', () => {
    const small = createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW, simulationCacheBytes: BUDGET });
    const finished = small
      .matches(ehl())
      .filter((match) => match.statusTypeId === MATCH_STATUS.finished)
      .map((match) => match.matchId)
      .slice(0, 20);
    expect(finished.length).toBe(20);
    const first = small.simulation(finished[0] as number);
    for (const matchId of finished.slice(1)) small.simulation(matchId);
    const stats = small.cacheStats().simulations;
    expect(stats.bytes).toBeLessThanOrEqual(BUDGET);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(finished.length);
    // The first one was evicted long ago: asked again, it is simulated again, to the same events.
    const again = small.simulation(finished[0] as number);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(again).toEqual(league().simulation(finished[0] as number));
    expect(simulationBytes(again as NonNullable<typeof again>)).toBeGreaterThan(10_000);
  });

  it('answers the same standings, match lists and box scores as an unbounded league', async () => {
    const small = createDemoLeague({ seed: SEED, timeZone: ZONE, now: () => NOW, simulationCacheBytes: BUDGET });
    const bounded = createDemoDataSource(small);
    const reference = createDemoDataSource(league());
    const ask = <N extends ProxyTargetName>(source: DataSource, name: N, params: ProxyParams<N>) =>
      source.proxy(resolveProxyTarget(buildTarget(name, params)));
    const tournamentId = ehl();
    expect(await ask(bounded, 'standings', { tournamentId })).toEqual(await ask(reference, 'standings', { tournamentId }));
    expect(await ask(bounded, 'tournamentMatches', { tournamentId })).toEqual(await ask(reference, 'tournamentMatches', { tournamentId }));
    const some = small
      .matches(tournamentId)
      .filter((match) => match.statusTypeId === MATCH_STATUS.finished)
      .slice(0, 12);
    for (const { matchId } of some) {
      expect(await ask(bounded, 'hockeyPlayers', { matchId })).toEqual(await ask(reference, 'hockeyPlayers', { matchId }));
      expect(await ask(bounded, 'matchIncidents', { matchId })).toEqual(await ask(reference, 'matchIncidents', { matchId }));
    }
    expect(small.cacheStats().simulations.bytes).toBeLessThanOrEqual(BUDGET);
  });
});
