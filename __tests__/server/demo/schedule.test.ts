import { MATCH_STATUS, type Match } from '../../../src/shared/contract';
import { league, LIVE_SPORTS, NOW } from './support';

const hhmmMinutes = (hhmm: number) => Math.floor(hhmm / 100) * 60 + (hhmm % 100);
const dayOf = (match: Match) => match.matchDate.slice(0, 10);

describe('demo league: the schedule around today (2026-11-21 18:00 Oslo)', () => {
  it('puts today in the league zone', () => {
    expect(league().today).toBe('2026-11-21');
  });

  it.each(LIVE_SPORTS)('sport %i: finished earlier today, in progress now with live coverage, later today', (sport) => {
    const today = league().matchesOn([sport], '2026-11-21');
    expect(today.every((match) => match.sportId === sport && match.matchDate === '2026-11-21T00:00:00')).toBe(true);
    const finished = today.filter((match) => match.statusTypeId === MATCH_STATUS.finished);
    expect(finished.some((match) => match.matchResult !== null && hhmmMinutes(match.matchStartTime ?? 0) < 18 * 60)).toBe(true);
    const live = today.filter((match) => match.statusTypeId === MATCH_STATUS.inProgress);
    expect(live.some((match) => match.liveClientType !== null && match.liveClientType !== 'None')).toBe(true);
    expect(live.every((match) => match.matchResult === null)).toBe(true);
    expect(today.some((match) => match.statusTypeId === MATCH_STATUS.scheduled && hhmmMinutes(match.matchStartTime ?? 0) > 18 * 60)).toBe(true);
  });

  it.each(LIVE_SPORTS)('sport %i: results over the last month and fixtures over the next in the current season', (sport) => {
    const entry = league().tournaments.find((item) => item.current && item.tournament.sportId === sport && item.level === 1 && item.phase === 'regular');
    const matches = league().matches(entry?.tournament.tournamentId ?? 0);
    const past = matches.filter((match) => dayOf(match) >= '2026-10-22' && dayOf(match) < '2026-11-21');
    const ahead = matches.filter((match) => dayOf(match) > '2026-11-21' && dayOf(match) <= '2026-12-21');
    expect(past.some((match) => match.statusTypeId === MATCH_STATUS.finished && match.matchResult)).toBe(true);
    expect(ahead.some((match) => match.statusTypeId === MATCH_STATUS.scheduled && match.matchResult === null)).toBe(true);
  });

  it('finishes every match of earlier seasons', () => {
    const earlier = league().tournaments.filter((entry) => !entry.current && entry.tournament.seasonId < (league().currentSeason(10)?.season.seasonId ?? 0));
    expect(earlier.length).toBeGreaterThan(10);
    for (const entry of earlier.slice(0, 12)) {
      for (const match of league().matches(entry.tournament.tournamentId)) {
        expect([MATCH_STATUS.finished, 4, 5, 6, 9]).toContain(match.statusTypeId);
      }
    }
  });

  it('writes hhmm times (some with three digits), end = start + 2:30, unique ids, sport on every match', () => {
    const all = league().tournaments.filter((entry) => entry.current).flatMap((entry) => league().matches(entry.tournament.tournamentId));
    expect(all.some((match) => (match.matchStartTime ?? 0) < 1000)).toBe(true);
    for (const match of all) {
      expect(match.id).toBe(match.matchId);
      expect((hhmmMinutes(match.matchEndTime ?? 0) - hhmmMinutes(match.matchStartTime ?? 0) + 1440) % 1440).toBe(150);
      expect(match.sportId).toBeGreaterThan(0);
      expect(match.matchResult === null).toBe(match.statusTypeId !== MATCH_STATUS.finished);
    }
    expect(new Set(all.map((match) => match.matchId)).size).toBe(all.length);
    expect(all.some((match) => match.hometeamOverriddenName !== null)).toBe(true);
    expect(all.some((match) => match.liveClientType === 'None')).toBe(true);
    expect(all.some((match) => match.liveClientType === null)).toBe(true);
  });

  it('moves a match from in progress to finished as the clock runs', () => {
    const live = league().matchesOn([152], '2026-11-21').find((match) => match.statusTypeId === MATCH_STATUS.inProgress);
    const later = new Date(NOW.getTime() + 4 * 3600_000);
    const after = league().match(live?.matchId ?? 0, later);
    expect(after?.statusTypeId).toBe(MATCH_STATUS.finished);
    expect(after?.matchResult).toEqual(league().simulation(live?.matchId ?? 0)?.result);
  });

  it('links broadcasts for every provider, with https URLs', () => {
    const broadcasts = league().broadcasts({ sportId: 152 });
    const providers = new Set(broadcasts.flatMap((item) => Object.keys(item.broadcastUrls)));
    expect([...providers].sort()).toEqual(['direktesport', 'mygame', 'play', 'tv2']);
    for (const item of broadcasts) for (const url of Object.values(item.broadcastUrls)) expect(url).toMatch(/^https:\/\//);
    expect(broadcasts.some((item) => Object.keys(item.broadcastUrls).length > 1)).toBe(true);
  });
});
