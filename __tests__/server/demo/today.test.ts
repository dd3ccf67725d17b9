/**
 * Issue 11 A: the demo league is a function of (seed, zone, date), never of the hour it is built at, and
 * at any instant of the day each live sport has a live-covered match in progress that the simulator feeds.
 */
import { DEFAULT_DEMO_SEED } from '../../../src/server/config';
import { createDemoLeague, type DemoLeague } from '../../../src/server/demo';
import { FULL_SLATE_TIMES } from '../../../src/server/demo/fixtures';
import { FIRST_KICKOFF_AFTER_MIDNIGHT } from '../../../src/server/demo/slate';
import { addDays, instantOf } from '../../../src/server/demo/time';
import { liveFeedMatchIds } from '../../../src/server/live/simulator/simulator';
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { DEMO_ORG } from '../../../src/server/sites';
import { MATCH_STATUS, type Match } from '../../../src/shared/contract';
import { LIVE_SPORTS, SEED, ZONE } from './support';

const at = (iso: string) => new Date(iso);
const build = (now: Date, seed = SEED) => createDemoLeague({ seed, timeZone: ZONE, now: () => now });
const covered = (match: Match) => match.liveClientType !== null && match.liveClientType !== 'None';
const minutesOf = (hhmm: number | null) => Math.floor((hhmm ?? 0) / 100) * 60 + ((hhmm ?? 0) % 100);

describe('demo league: the same day gives the same league, whatever the hour (issue 11 A)', () => {
  it('builds deep-equal fixtures of every tournament at 00:05, 11:45, 18:00 and 23:55 of one day', () => {
    const instants = ['2026-11-20T23:05:00Z', '2026-11-21T10:45:00Z', '2026-11-21T17:00:00Z', '2026-11-21T22:55:00Z'].map(at);
    const leagues = instants.map((instant) => build(instant));
    const [first, ...others] = leagues as [DemoLeague, ...DemoLeague[]];
    expect(new Set(leagues.map((l) => l.today))).toEqual(new Set(['2026-11-21']));
    for (const other of others) {
      expect(other.tournaments).toEqual(first.tournaments);
      for (const entry of first.tournaments) {
        const id = entry.tournament.tournamentId;
        expect(other.fixtures(id)).toEqual(first.fixtures(id));
      }
    }
    // Outcomes and events too: the first league's live match at 18:00 is the last one's.
    const live = first.matchesOn([152], '2026-11-21', instants[2]).find((match) => match.statusTypeId === MATCH_STATUS.inProgress && covered(match)) as Match;
    expect(liveEventsOf(others[2] as DemoLeague, live.matchId)).toEqual(liveEventsOf(first, live.matchId));
  });

  it('differs on another day', () => {
    const today = build(at('2026-11-21T17:00:00Z'));
    const tomorrow = build(at('2026-11-22T17:00:00Z'));
    const ehl = today.tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl')?.tournament.tournamentId ?? 0;
    expect(tomorrow.fixtures(ehl)).not.toEqual(today.fixtures(ehl));
  });
});

describe.each([
  ['2026-11-21', SEED],
  ['2026-11-21', DEFAULT_DEMO_SEED],
  ['2027-02-06', DEFAULT_DEMO_SEED],
])('demo league on %s (seed %i): around the clock (DESIGN §4)', (date, seed) => {
  const day = build(new Date(instantOf(date, 1200, ZONE)), seed);
  const dayStart = instantOf(date, 0, ZONE);
  const dayEnd = instantOf(addDays(date, 1), 0, ZONE);
  // Every 20 minutes from the first kick-off, 00:05, to 23:45 (bounded: 72 instants).
  const first = dayStart + FIRST_KICKOFF_AFTER_MIDNIGHT;
  const instants = Array.from({ length: Math.ceil((dayEnd - first) / 1_200_000) }, (_, k) => new Date(first + k * 1_200_000));

  // Issue 24 case 12: the relay began at 00:00, hhmm 0, which the real API uses for "no time" (DESIGN §1).
  it('nothing kicks off at 00:00: every match of the season has a start time that is not hhmm 0', () => {
    const current = day.tournaments.filter((entry) => entry.current).flatMap((entry) => day.fixtures(entry.tournament.tournamentId));
    expect(current.length).toBeGreaterThan(0);
    expect(current.filter((fixture) => fixture.startTime === 0).map((fixture) => fixture.matchId)).toEqual([]);
    expect(current.filter((fixture) => fixture.localDate === date && fixture.startTime < 5).map((fixture) => fixture.startTime)).toEqual([]);
  });

  it.each(LIVE_SPORTS)('sport %i: a live-covered match in progress that the simulator feeds at every instant; finished and later ones when the hour allows', (sport) => {
    const gaps: string[] = [];
    for (const instant of instants) {
      const matches = day.matchesOn([sport], date, instant);
      const live = matches.filter((match) => match.statusTypeId === MATCH_STATUS.inProgress && covered(match));
      const fed = new Set(liveFeedMatchIds(day, instant));
      const minute = Math.round((instant.getTime() - dayStart) / 60_000);
      const label = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      if (!live.some((match) => fed.has(match.matchId))) gaps.push(`${label} nothing in progress`);
      if (minute >= 4 * 60 && !matches.some((match) => match.statusTypeId === MATCH_STATUS.finished && match.matchResult !== null)) gaps.push(`${label} nothing finished`);
      if (minute <= 21 * 60 && !matches.some((match) => match.statusTypeId === MATCH_STATUS.scheduled && covered(match))) gaps.push(`${label} nothing later`);
    }
    expect(gaps).toEqual([]);
  });

  it('hockey: one match of the top league goes to overtime and one to a shootout, live-covered (Advanced)', () => {
    const ehl = day.tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl')?.tournament.tournamentId ?? 0;
    const todays = day.fixtures(ehl).filter((fixture) => fixture.localDate === date);
    for (const how of ['overtime', 'shootout'] as const) {
      const fixture = todays.find((found) => found.decidedIn === how);
      const simulation = fixture ? day.simulation(fixture.matchId) : null;
      expect(fixture?.liveClientType).toBe('Advanced');
      expect(simulation?.sport === 'hockey' && simulation.decidedBy).toBe(how);
    }
  });
});

describe('demo league at the browser tests\' instant (E2E_NOW 2026-11-21 18:00 Oslo, default seed)', () => {
  const now = at('2026-11-21T17:00:00Z');
  const day = build(now, DEFAULT_DEMO_SEED);
  const sportsOf = (orgId: number) => [...new Set(day.tournaments.filter((entry) => entry.current && entry.orgId === orgId).map((entry) => entry.tournament.sportId))];
  const presets = [
    ['hockey', [152]],
    ['basketball', [199]],
    ['volleyball', [157]],
    ['corporate', sportsOf(DEMO_ORG.corporateSports)],
  ] as const;

  it.each(presets)('%s: a finished match earlier today, a live-covered match in progress with events, matches later today', (_, sports) => {
    const today = day.matchesOn(sports, '2026-11-21', now);
    expect(today.some((match) => match.statusTypeId === MATCH_STATUS.finished && match.matchResult !== null && minutesOf(match.matchStartTime) < 18 * 60)).toBe(true);
    const fed = new Set(liveFeedMatchIds(day, now));
    const live = today.filter((match) => match.statusTypeId === MATCH_STATUS.inProgress && covered(match) && fed.has(match.matchId));
    expect(live.length).toBeGreaterThan(0);
    // The browser tests open the first of them (kick-off order) and wait for its events.
    const backlog = liveEventsOf(day, live[0]?.matchId ?? 0).filter((item) => (day.fixture(live[0]?.matchId ?? 0)?.kickoffMs ?? 0) + item.atWallSecond * 1000 <= now.getTime());
    expect(backlog.length).toBeGreaterThan(50);
    expect(today.some((match) => match.statusTypeId === MATCH_STATUS.scheduled && minutesOf(match.matchStartTime) > 18 * 60)).toBe(true);
  });

  it("hockey: the first match in progress already has a correction and a delete in its backlog (the live browser test's checks)", () => {
    const first = day.matchesOn([152], '2026-11-21', now).find((match) => match.statusTypeId === MATCH_STATUS.inProgress && covered(match)) as Match;
    const kickoffMs = day.fixture(first.matchId)?.kickoffMs ?? 0;
    const backlog = liveEventsOf(day, first.matchId).filter((item) => kickoffMs + item.atWallSecond * 1000 <= now.getTime()).map((item) => item.event);
    expect(backlog.some((event) => event.MatchEventType === 'Delete')).toBe(true);
    expect(backlog.some((event, index) => backlog.findIndex((other) => other.ClientId === event.ClientId) !== index)).toBe(true);
  });

  it.each(presets)('%s: postponed or canceled matches, and records with statuses 6 and 9 for the client to drop (SPEC §5)', (_, sports) => {
    const statuses = new Set(
      day.tournaments
        .filter((entry) => entry.current && (sports as readonly number[]).includes(entry.tournament.sportId))
        .flatMap((entry) => day.matches(entry.tournament.tournamentId, now).map((match) => match.statusTypeId)),
    );
    expect(statuses.has(4) || statuses.has(5)).toBe(true);
    expect(statuses.has(6)).toBe(true);
    expect(statuses.has(9)).toBe(true);
  });

  it('the full slates keep their fixed kick-offs: finished by 18:00, one in progress, two later', () => {
    for (const key of ['h-ehl', 'b-blno', 'v-mizuno', 'c-soccer']) {
      const entry = day.tournaments.find((item) => item.current && item.leagueKey === key);
      const today = day.matches(entry?.tournament.tournamentId ?? 0, now).filter((match) => match.matchDate.startsWith('2026-11-21'));
      expect({ key, times: today.map((match) => match.matchStartTime) }).toEqual({ key, times: [...FULL_SLATE_TIMES] });
      expect({ key, statuses: today.map((match) => match.statusTypeId) }).toEqual({ key, statuses: [3, 2, 1, 1] });
    }
  });
});
