/** Issue 29 case 3: the story before the match — form, head-to-head, table place (domain/matchStory). */
import { SPORT, type Match, type StandingsRow } from '../../../src/shared/contract';
import {
  FORM_LENGTH,
  headToHead,
  isPlayed,
  outcomeFor,
  sameCompetition,
  seasonBefore,
  tablePlace,
  teamForm,
  type StoryScope,
} from '../../../src/client/domain/matchStory';
import { aMatch } from '../../support/builders';

const ZONE = 'Europe/Oslo';
const NOW = new Date('2026-11-21T17:00:00Z');
const HOME = 11;
const AWAY = 12;
const OTHER = 13;

/** A finished match (statusTypeId 3) on `day` with the result `home - away` and the record's text. */
function played(matchId: number, day: string, homeId: number, awayId: number, home: number, away: number, text = `${home} - ${away}`, fields: Partial<Match> = {}): Match {
  return aMatch({
    matchId,
    matchDate: `${day}T00:00:00`,
    hometeamId: homeId,
    awayteamId: awayId,
    statusTypeId: 3,
    matchResult: { homeGoals: home, awayGoals: away, matchEndResult: text },
    ...fields,
  });
}

const everything: StoryScope = { now: NOW, zone: ZONE, mayShow: () => true };

describe('outcomeFor (issue 29: W/L and how it was decided, by the sport)', () => {
  it.each([
    ['hockey win in regulation', SPORT.iceHockey, 4, 1, '4 - 1', HOME, 'W'],
    ['hockey loss in regulation, away side', SPORT.iceHockey, 4, 1, '4 - 1', AWAY, 'L'],
    ['hockey overtime win', SPORT.iceHockey, 3, 2, '3 - 2 (OT)', HOME, 'OTW'],
    ['hockey overtime loss', SPORT.iceHockey, 3, 2, '3 - 2 (OT)', AWAY, 'OTL'],
    // A shootout's winner gets one goal in the result (contract PeriodResult): 3 - 2 (SO).
    ['hockey shootout win, away side', SPORT.iceHockey, 2, 3, '2 - 3 (SO)', AWAY, 'SOW'],
    ['hockey shootout loss', SPORT.iceHockey, 2, 3, '2 - 3 (SO)', HOME, 'SOL'],
    ['hockey friendly ending level', SPORT.iceHockey, 2, 2, '2 - 2', HOME, 'D'],
    // Basketball's extra periods and volleyball's sets are plain wins and losses (their tables: W and L, SPEC §2).
    ['basketball win after extra periods', SPORT.basketball, 101, 99, '101 - 99 (OT)', HOME, 'W'],
    ['volleyball loss in five sets', SPORT.volleyball, 3, 2, '3 - 2', AWAY, 'L'],
    ['soccer draw', SPORT.soccer, 1, 1, '1 - 1', AWAY, 'D'],
  ])('%s', (_name, sportId, home, away, text, teamId, expected) => {
    expect(outcomeFor(played(1, '2026-11-20', HOME, AWAY, home, away, text, { sportId }), teamId)).toBe(expected);
  });

  it('is null (a dash) for a result that cannot be read, a level score where the sport has no draws, or another team', () => {
    expect(outcomeFor(aMatch({ hometeamId: HOME, awayteamId: AWAY, matchResult: null }), HOME)).toBeNull();
    expect(outcomeFor(played(1, '2026-11-20', HOME, AWAY, Number.NaN, 2), HOME)).toBeNull();
    expect(outcomeFor(played(1, '2026-11-20', HOME, AWAY, -1, 2), HOME)).toBeNull();
    expect(outcomeFor(played(1, '2026-11-20', HOME, AWAY, 80, 80, '80 - 80', { sportId: SPORT.basketball }), HOME)).toBeNull();
    expect(outcomeFor(played(1, '2026-11-20', HOME, AWAY, 3, 1), OTHER)).toBeNull();
  });
});

describe('teamForm (issue 29: the last five, newest first)', () => {
  const season = [
    played(1, '2026-10-01', HOME, AWAY, 1, 0),
    played(2, '2026-10-05', OTHER, HOME, 3, 2, '3 - 2 (OT)'),
    played(3, '2026-10-10', HOME, OTHER, 2, 3, '2 - 3 (SO)'),
    played(4, '2026-10-15', AWAY, HOME, 0, 5),
    played(5, '2026-10-20', HOME, AWAY, 2, 4),
    played(6, '2026-10-25', OTHER, HOME, 1, 2, '1 - 2 (SO)'),
    // Another pairing: never in HOME's form.
    played(7, '2026-10-26', AWAY, OTHER, 1, 2),
  ];

  it('gives the five newest played matches, newest first, each from the team’s side with its link fields', () => {
    const form = teamForm(season, HOME, everything);
    expect(form).toHaveLength(FORM_LENGTH);
    expect(form.map((entry) => [entry.match.matchId, entry.outcome])).toEqual([
      [6, 'SOW'],
      [5, 'L'],
      [4, 'W'],
      [3, 'SOL'],
      [2, 'OTL'],
    ]);
    expect(form[0]).toMatchObject({ goalsFor: 2, goalsAgainst: 1, opponentId: OTHER });
  });

  it('orders by day, then start time, then id; gives fewer than five when fewer were played, none when none', () => {
    const sameDay = [
      played(21, '2026-11-01', HOME, AWAY, 1, 0, '1 - 0', { matchStartTime: 1900 }),
      played(20, '2026-11-01', HOME, OTHER, 0, 1, '0 - 1', { matchStartTime: 1400 }),
    ];
    expect(teamForm(sameDay, HOME, everything).map((entry) => entry.match.matchId)).toEqual([21, 20]);
    expect(teamForm([], HOME, everything)).toEqual([]);
    expect(teamForm(season, 99, everything)).toEqual([]);
  });

  it('keeps a finished match without a result as an unknown entry (a dash), leaves out fixtures, called-off and live matches', () => {
    const list = [
      played(1, '2026-11-10', HOME, AWAY, 2, 1),
      aMatch({ matchId: 2, matchDate: '2026-11-12T00:00:00', hometeamId: HOME, awayteamId: AWAY, statusTypeId: 3, matchResult: null }),
      // Postponed (4) and cancelled (5) without a result: not played.
      aMatch({ matchId: 3, matchDate: '2026-11-14T00:00:00', hometeamId: HOME, awayteamId: AWAY, statusTypeId: 4, matchResult: null }),
      aMatch({ matchId: 4, matchDate: '2026-11-15T00:00:00', hometeamId: HOME, awayteamId: AWAY, statusTypeId: 5, matchResult: null }),
      // Tomorrow's fixture.
      aMatch({ matchId: 5, matchDate: '2026-11-22T00:00:00', hometeamId: HOME, awayteamId: AWAY, statusTypeId: 1, matchResult: null }),
      // Live now (18:00 Oslo is in its 17:30 - 20:00 window) with a score so far: not a result yet.
      aMatch({ matchId: 6, matchDate: '2026-11-21T00:00:00', matchStartTime: 1730, matchEndTime: 2000, hometeamId: HOME, awayteamId: AWAY, statusTypeId: 2, matchResult: { homeGoals: 1, awayGoals: 0, matchEndResult: '' } }),
    ];
    expect(teamForm(list, HOME, everything).map((entry) => [entry.match.matchId, entry.outcome, entry.goalsFor])).toEqual([
      [2, null, null],
      [1, 'W', 2],
    ]);
    expect(isPlayed(list[5] as Match, NOW, ZONE)).toBe(false);
  });

  it('leaves out every match whose results may not show (the caller’s visibility rule), not even as a dash', () => {
    const hidden = [...season, played(8, '2026-11-01', HOME, AWAY, 9, 0, '9 - 0', { tournamentId: 666 })];
    const form = teamForm(hidden, HOME, { ...everything, mayShow: (match) => match.tournamentId !== 666 });
    expect(form.map((entry) => entry.match.matchId)).not.toContain(8);
    expect(form[0]?.match.matchId).toBe(6);
  });

  it('tells the story before a match: not the match itself, nothing after it', () => {
    const story = season[3] as Match;
    expect(teamForm(season, HOME, { ...everything, before: story }).map((entry) => entry.match.matchId)).toEqual([3, 2, 1]);
  });
});

describe('headToHead (issue 29)', () => {
  const meetings = [
    played(1, '2026-10-01', HOME, AWAY, 1, 0),
    played(2, '2026-10-05', AWAY, HOME, 3, 2, '3 - 2 (OT)'),
    played(3, '2026-10-10', HOME, AWAY, 2, 3, '2 - 3 (SO)'),
    played(4, '2026-10-12', HOME, AWAY, 2, 2, '2 - 2'),
    aMatch({ matchId: 5, matchDate: '2026-10-15T00:00:00', hometeamId: AWAY, awayteamId: HOME, statusTypeId: 3, matchResult: null }),
    played(6, '2026-10-20', HOME, OTHER, 5, 0),
    aMatch({ matchId: 7, matchDate: '2026-12-01T00:00:00', hometeamId: HOME, awayteamId: AWAY, statusTypeId: 1, matchResult: null }),
  ];

  it('lists the played meetings newest first from the first team’s side and tallies wins of any kind, draws and unknowns', () => {
    const result = headToHead(meetings, HOME, AWAY, everything);
    expect(result.meetings.map((entry) => [entry.match.matchId, entry.outcome])).toEqual([
      [5, null],
      [4, 'D'],
      [3, 'SOL'],
      [2, 'OTL'],
      [1, 'W'],
    ]);
    expect(result.summary).toEqual({ wins: 1, draws: 1, losses: 2, unknown: 1 });
    expect(headToHead(meetings, AWAY, HOME, everything).summary).toEqual({ wins: 2, draws: 1, losses: 1, unknown: 1 });
  });

  it('is empty when they have not met, and leaves out meetings whose results may not show', () => {
    expect(headToHead(meetings, AWAY, OTHER, everything)).toEqual({ meetings: [], summary: { wins: 0, draws: 0, losses: 0, unknown: 0 } });
    expect(headToHead(meetings, HOME, AWAY, { ...everything, mayShow: () => false }).meetings).toEqual([]);
  });
});

describe('tablePlace, sameCompetition, seasonBefore (issue 29)', () => {
  const row = (orgId: number, position: number, totalPoints: number): StandingsRow => ({ orgId, orgName: `Team ${orgId}`, position, totalPoints }) as StandingsRow;

  it('finds a team’s position and points by its organisation; a dash for an unreadable figure; null when not listed', () => {
    const rows = [row(11, 1, 30), row(12, 2, 25), row(13, Number.NaN, Number.NaN)];
    expect(tablePlace(rows, 12)).toEqual({ position: 2, points: 25, of: 3 });
    expect(tablePlace(rows, 13)).toEqual({ position: null, points: null, of: 3 });
    expect(tablePlace(rows, 99)).toBeNull();
    expect(tablePlace([], 11)).toBeNull();
  });

  it('finds the same competition a season earlier by sport and name, ignoring case and spaces', () => {
    const leagues = [
      { tournamentId: 1, tournamentName: 'EHL treningskamper', sportId: SPORT.iceHockey },
      { tournamentId: 2, tournamentName: ' ehl ', sportId: SPORT.iceHockey },
      { tournamentId: 3, tournamentName: 'EHL', sportId: SPORT.basketball },
    ];
    expect(sameCompetition(leagues, { tournamentName: 'EHL', sportId: SPORT.iceHockey })?.tournamentId).toBe(2);
    expect(sameCompetition(leagues, { tournamentName: 'BLNO', sportId: SPORT.basketball })).toBeNull();
    expect(sameCompetition(leagues, { tournamentName: ' ', sportId: SPORT.iceHockey })).toBeNull();
  });

  it('gives the season before in a newest-first list', () => {
    const seasons = [{ seasonId: 3 }, { seasonId: 2 }, { seasonId: 1 }];
    expect(seasonBefore(seasons, 3)?.seasonId).toBe(2);
    expect(seasonBefore(seasons, 1)).toBeNull();
    expect(seasonBefore(seasons, 9)).toBeNull();
    expect(seasonBefore(seasons, null)).toBeNull();
  });
});
