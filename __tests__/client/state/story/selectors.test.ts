/**
 * Issue 29 case 3: the story's row model reads the one results visibility selector (SPEC §4): a league that
 * hides its results adds nothing; an unknown one waits; last season's league is found and guarded the same way.
 */
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import type { Match, StandingsRow, Tournament } from '../../../../src/shared/contract';
import { recordsApi } from '../../../../src/client/state/records/recordsApi';
import { standingsApi } from '../../../../src/client/state/standings/standingsApi';
import { selectLeagueForms, selectMatchStory, selectStoryReads } from '../../../../src/client/state/story/selectors';
import { visibilityEvents } from '../../../../src/client/state/visibility/visibilitySlice';
import { aMatch, aSeason, aTeam, aTournament } from '../../../support/builders';
import { initialRootState, leaguesAnswered, seasonsAnswered, teamsAnswered, tournamentMatchesAnswered } from '../../../support/state';

const NOW = Date.parse('2026-11-21T17:00:00.000Z');
const HOME = 11;
const AWAY = 12;
const thisSeason = aSeason({ seasonId: 2026, seasonName: '2026/27', seasonDateFrom: '2026-09-01T00:00:00' });
const lastSeason = aSeason({ seasonId: 2025, seasonName: '2025/26', seasonDateFrom: '2025-09-01T00:00:00' });
const ehl = aTournament({ tournamentId: 70, tournamentName: 'EHL', sportId: 152, seasonId: 2026 });
const lastEhl = aTournament({ tournamentId: 60, tournamentName: 'EHL', sportId: 152, seasonId: 2025 });

const finished = (matchId: number, tournamentId: number, day: string, homeId: number, awayId: number, home: number, away: number, text = `${home} - ${away}`): Match =>
  aMatch({
    matchId,
    tournamentId,
    seasonId: tournamentId === 70 ? 2026 : 2025,
    matchDate: `${day}T00:00:00`,
    hometeamId: homeId,
    awayteamId: awayId,
    hometeam: `Team ${homeId}`,
    awayteam: `Team ${awayId}`,
    statusTypeId: 3,
    matchResult: { homeGoals: home, awayGoals: away, matchEndResult: text },
  });

// Tonight's match between 11 and 12, and what came before it.
const story = aMatch({ matchId: 1, tournamentId: 70, seasonId: 2026, matchDate: '2026-11-21T00:00:00', matchStartTime: 1900, hometeamId: HOME, awayteamId: AWAY, hometeam: 'Team 11', awayteam: 'Team 12', statusTypeId: 1 });
const current = [
  story,
  finished(2, 70, '2026-11-01', HOME, AWAY, 3, 2, '3 - 2 (OT)'),
  finished(3, 70, '2026-11-10', 13, HOME, 1, 4),
  finished(4, 70, '2026-11-15', AWAY, 13, 2, 3, '2 - 3 (SO)'),
];
const previous = [finished(5, 60, '2026-02-01', AWAY, HOME, 5, 1), finished(6, 60, '2026-03-01', HOME, AWAY, 2, 2)];
const standings = [
  { orgId: AWAY, orgName: 'Team 12', position: 1, totalPoints: 30 },
  { orgId: HOME, orgName: 'Team 11', position: 4, totalPoints: 21 },
] as StandingsRow[];

type Action = Parameters<typeof rootReducer>[1];

/** The story's reads answered (last season's matches left out when `lastSeasonMatches` is null), then `more`. */
function stateWith(league: Tournament = ehl, ...rest: (Action | { lastSeasonMatches: null })[]): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  const withoutLastMatches = rest.some((each) => 'lastSeasonMatches' in each);
  const more = rest.filter((each): each is Action => !('lastSeasonMatches' in each));
  return [
    seasonsAnswered([thisSeason, lastSeason]),
    leaguesAnswered(2026, [league]),
    recordsApi.util.upsertQueryEntries([{ endpointName: 'getMatch', arg: { matchId: 1 }, value: story }]),
    tournamentMatchesAnswered(70, current),
    teamsAnswered(70, [aTeam({ teamId: HOME, orgId: HOME }), aTeam({ teamId: AWAY, orgId: AWAY })]),
    standingsApi.util.upsertQueryEntries([{ endpointName: 'getStandings', arg: { tournamentId: 70 }, value: standings }]),
    leaguesAnswered(2025, [lastEhl]),
    ...(withoutLastMatches ? [] : [tournamentMatchesAnswered(60, previous)]),
    ...more,
  ].reduce(rootReducer, base);
}

describe('selectMatchStory (issue 29 case 3)', () => {
  it('asks for the match’s league and the previous season’s leagues', () => {
    expect(selectStoryReads(stateWith(), 1)).toEqual({ tournamentId: 70, previousLeagues: { seasonId: 2025, sportId: 152 } });
  });

  it('tells both teams’ form before the match, their places, and their meetings this season and last once last season’s flags are known', () => {
    const model = selectMatchStory(stateWith(ehl, visibilityEvents.tournamentLoaded({ tournament: lastEhl })), 1, NOW);
    if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
    const [home, away] = model.teams;
    expect(home.form.map((entry) => [entry.matchId, entry.outcome])).toEqual([
      [3, 'W'],
      [2, 'OTW'],
    ]);
    expect(home.form[0]).toMatchObject({ href: '/match?matchId=3&seasonId=2026&tournamentId=70', score: '1 - 4', opponent: 'Team 13' });
    expect(away.form.map((entry) => entry.outcome)).toEqual(['SOL', 'OTL']);
    expect(home.place).toEqual({ position: 4, points: 21, of: 2 });
    expect(away.place).toEqual({ position: 1, points: 30, of: 2 });
    expect(model.seasons[0]).toMatchObject({ status: 'ready', seasonName: '2026/27' });
    expect(model.seasons[0].status === 'ready' && model.seasons[0].meetings.map((entry) => entry.matchId)).toEqual([2]);
    expect(model.seasons[1].status === 'ready' && model.seasons[1].meetings.map((entry) => [entry.matchId, entry.outcome])).toEqual([
      [6, 'D'],
      [5, 'L'],
    ]);
    expect(model.summary).toEqual({ wins: 1, draws: 1, losses: 1, unknown: 0 });
  });

  it('last season’s league list carries its flags: its meetings join without a read of their own (the server’s render has them)', () => {
    const model = selectMatchStory(stateWith(), 1, NOW);
    if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
    expect(model.seasons[1].status === 'ready' && model.seasons[1].meetings.map((entry) => entry.matchId)).toEqual([6, 5]);
    expect(model.summary).toEqual({ wins: 1, draws: 1, losses: 1, unknown: 0 });
  });

  it('waits for last season’s matches and leaves them out of the tally meanwhile', () => {
    const model = selectMatchStory(stateWith(ehl, { lastSeasonMatches: null }), 1, NOW);
    if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
    expect(model.seasons[1]).toEqual({ status: 'loading', seasonName: '2025/26' });
    expect(model.summary).toEqual({ wins: 1, draws: 0, losses: 0, unknown: 0 });
  });

  it('shows nothing of last season when its league hides results (the one visibility rule)', () => {
    const hiddenLast = { ...lastEhl, isResultPublished: false };
    const model = selectMatchStory(stateWith(ehl, leaguesAnswered(2025, [hiddenLast]), visibilityEvents.tournamentLoaded({ tournament: hiddenLast })), 1, NOW);
    if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
    expect(model.seasons[1]).toEqual({ status: 'hidden', seasonName: '2025/26' });
    expect(model.summary).toEqual({ wins: 1, draws: 0, losses: 0, unknown: 0 });
  });

  it('tells no story of a league that hides its results, nor of one whose flags are unknown', () => {
    expect(selectMatchStory(stateWith({ ...ehl, leagueDisplayResults: false }), 1, NOW)).toEqual({ status: 'hidden' });
    expect(selectMatchStory(stateWith({ ...ehl, isResultPublished: false }), 1, NOW)).toEqual({ status: 'hidden' });
    // The match's league is not in the season's list and was not read for its flags: unknown, so nothing yet.
    expect(selectMatchStory(stateWith(aTournament({ tournamentId: 99, seasonId: 2026 })), 1, NOW)).toEqual({ status: 'loading' });
  });
});

describe('selectLeagueForms (issue 29 case 3, the standings’ form column)', () => {
  it('gives each team its last results in the league, newest first', () => {
    const forms = selectLeagueForms(stateWith(), 70, NOW);
    expect(forms.get(HOME)?.map((entry) => entry.outcome)).toEqual(['W', 'OTW']);
    expect(forms.get(13)?.map((entry) => entry.outcome)).toEqual(['SOW', 'L']);
  });

  it('gives nothing when the league hides its results', () => {
    expect(selectLeagueForms(stateWith({ ...ehl, isResultPublished: false }), 70, NOW).size).toBe(0);
  });
});
