/**
 * Issue 24 cases 4 and 5: every surface reads a match's headline score and its state label from the one
 * rule (domain `matchScore` / `liveSummary`, `matchStatus`, `presentStatus`) through its selector — the
 * scoreboard rows, the slider cards, the ops wall's tiles and the live view.
 * - Volleyball: the headline is sets won; the running set's points stand beside it in the label.
 * - A match past its live window: "Final (SO)" / "Final (OT)" from the record's result text.
 */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { liveEvents } from '../../../src/client/state/live/liveSlice';
import { selectLiveView } from '../../../src/client/state/live/selectors';
import { liveScoresEvents } from '../../../src/client/state/liveScores/liveScoresSlice';
import { selectSliderModel } from '../../../src/client/state/matches/selectors';
import { opsEvents } from '../../../src/client/state/ops/opsSlice';
import { opsTiles } from '../../../src/client/state/ops/selectors';
import { selectScoreboardModel } from '../../../src/client/state/scoreboard/selectors';
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../src/shared/contract/live';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../support/state';

const NOW = '2026-11-21T17:00:00.000Z'; // 18:00 in Oslo
const today = '2026-11-21T00:00:00';
const yesterday = '2026-11-20T00:00:00';
const VOLLEYBALL = 157;
const league = aTournament({ tournamentId: 5, tournamentName: 'Mizuno-ligaen', seasonId: 2026, sportId: VOLLEYBALL });
const liveMatch = aMatch({ matchId: 1, tournamentId: 5, sportId: VOLLEYBALL, matchDate: today, matchStartTime: 1730, matchEndTime: 1930, liveClientType: 'Advanced', matchResult: null });

let n = 0;
const ev = (fields: Partial<LiveEvent>): LiveEvent => ({ Id: (n += 1), ClientId: `e${n}`, MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.point, ...fields }) as LiveEvent;
const timer = (TypeName: string, Period: number, h: number, a: number) =>
  ev({ MatchEventType: LIVE_EVENT_TYPE.timer, EventType: LIVE_TIMER.periodEvent, TypeName, Period, PeriodName: `${Period}. sett`, h, a });

/** Set 1 won 25-20 by home, set 2 at 9-6: each Point with the set's points as the goals channel carries them. */
function volleyballEvents(): LiveEvent[] {
  const events: LiveEvent[] = [timer(LIVE_PERIOD_EVENT.matchStart, 1, 0, 0), timer(LIVE_PERIOD_EVENT.periodStart, 1, 0, 0)];
  const play = (Period: number, home: number, away: number) => {
    const score = { h: 0, a: 0 };
    for (let i = 0; i < Math.max(home, away); i += 1) {
      if (i < home) {
        score.h += 1;
        events.push(ev({ Team: 'H', Period, PeriodName: `${Period}. sett`, h: score.h, a: score.a }));
      }
      if (i < away) {
        score.a += 1;
        events.push(ev({ Team: 'A', Period, PeriodName: `${Period}. sett`, h: score.h, a: score.a }));
      }
    }
  };
  play(1, 25, 20);
  events.push(timer(LIVE_PERIOD_EVENT.periodEnd, 1, 25, 20), timer(LIVE_PERIOD_EVENT.periodStart, 2, 0, 0));
  play(2, 9, 6);
  return events;
}

function volleyballState(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: VOLLEYBALL });
  let state: RootState = { ...base, selection: { ...base.selection, date: '2026-11-21', tournamentId: 5, seasonId: 2026 } };
  state = [
    seasonsAnswered([aSeason({ seasonId: 2026 })]),
    leaguesAnswered(2026, [league], VOLLEYBALL),
    tournamentMatchesAnswered(5, [liveMatch]),
    scheduledMatchesAnswered('2026-11-21', [VOLLEYBALL], [liveMatch]),
  ].reduce(rootReducer, state);
  state = rootReducer(state, liveScoresEvents.feedsFollowed({ feeds: [{ matchId: 1, sport: 'volleyball' }] }));
  const messages = volleyballEvents().map((event, index) => ({ timetoken: `1763744400000${String(index).padStart(4, '0')}`, event }));
  return rootReducer(state, liveScoresEvents.goalsMessagesReceived({ matchId: 1, messages }));
}

describe('volleyball: the headline score is sets won, the set in play beside it (issue 24 case 5)', () => {
  const SET_LABEL = { id: 'status.setScore', values: { n: 2, h: 9, a: 6 } };

  test('the scoreboard row and the slider card: "1 - 0", "Set 2: 9 - 6" — not the set’s 9 - 6 as the score', () => {
    const state = volleyballState();
    const row = selectScoreboardModel(state, Date.parse(NOW)).leagueRows[0];
    expect(row).toMatchObject({ score: '1 - 0', statusLabel: SET_LABEL });
    const card = selectSliderModel(state, Date.parse(NOW)).cards[0];
    expect(card).toMatchObject({ score: '1 - 0', statusLabel: SET_LABEL });
  });

  test('a league that hides results shows neither the sets nor the set’s points', () => {
    const state = volleyballState();
    const hidden = rootReducer(state, leaguesAnswered(2026, [{ ...league, isResultPublished: false }], VOLLEYBALL));
    const row = selectScoreboardModel(hidden, Date.parse(NOW)).leagueRows[0];
    expect(row?.score).toBe('-');
    expect(row?.statusLabel.id).not.toBe('status.setScore');
  });

  test('the ops wall’s tile', () => {
    let state = volleyballState();
    state = rootReducer(state, opsEvents.feedsListed({ feeds: [{ matchId: 1, sport: 'volleyball' }] }));
    const events = volleyballEvents();
    const messages = events.map((event, index) => ({ timetoken: `1763744400000${String(index).padStart(4, '0')}`, event }));
    state = rootReducer(state, opsEvents.historyLoaded({ matchId: 1, channel: 'all', messages, atMs: Date.parse(NOW) }));
    state = rootReducer(state, opsEvents.historyLoaded({ matchId: 1, channel: 'goals', messages, atMs: Date.parse(NOW) }));
    const input = { matches: [liveMatch], now: new Date(NOW), deviceNowMs: Date.parse(NOW), zone: 'Europe/Oslo', clockRate: 1, liveFeed: true };
    expect(opsTiles(state.ops, { ...input, visibilityOf: () => 'shown' })[0]).toMatchObject({ score: '1 - 0', status: SET_LABEL });
    // SPEC §4: a league that hides its results shows neither the sets nor the running set's points.
    const hidden = opsTiles(state.ops, { ...input, visibilityOf: () => 'hidden' })[0];
    expect(hidden).toMatchObject({ score: '-' });
    expect(hidden?.status.id).not.toBe('status.setScore');
  });

  test('the live view: the sets as the score, the running set beside it', () => {
    let state = volleyballState();
    state = rootReducer(state, liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }));
    const messages = volleyballEvents().map((event, index) => ({ timetoken: `1763744400000${String(index).padStart(4, '0')}`, event }));
    state = rootReducer(state, liveEvents.historyLoaded({ matchId: 1, channel: 'match:1:all', messages }));
    const view = selectLiveView(state, 1);
    expect(view).toMatchObject({ score: { h: 1, a: 0 }, set: { set: 2, h: 9, a: 6 } });
  });
});

describe('after the live window the lists still say how the match was decided (issue 24 case 4)', () => {
  const hockey = aTournament({ tournamentId: 7, tournamentName: 'EHL', seasonId: 2026 });
  const finished = (matchId: number, matchEndResult: string) =>
    aMatch({ matchId, tournamentId: 7, matchDate: yesterday, matchStartTime: 2030, matchEndTime: 2300, liveClientType: 'Advanced', statusTypeId: 3, matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult } });

  test('scoreboard and slider: "Final (SO)", "Final (OT)", and plain "Final" for a plain or unreadable result text', () => {
    const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
    const items = [finished(11, '3 - 2 (SO)'), finished(12, '3-2 OT'), finished(13, '3 - 2'), finished(14, '3 - 2 (?)')];
    const state: RootState = [seasonsAnswered([aSeason({ seasonId: 2026 })]), leaguesAnswered(2026, [hockey]), tournamentMatchesAnswered(7, items)].reduce(rootReducer, {
      ...base,
      selection: { ...base.selection, date: '2026-11-20', tournamentId: 7, seasonId: 2026 },
    });
    const labels = ['status.finalShootout', 'status.finalOvertime', 'status.final', 'status.final'];
    expect(selectScoreboardModel(state, Date.parse(NOW)).leagueRows.map((row) => row.statusLabel.id)).toEqual(labels);
    expect(selectSliderModel(state, Date.parse(NOW)).cards.map((card) => card.statusLabel.id)).toEqual(labels);
    expect(selectSliderModel(state, Date.parse(NOW)).cards.map((card) => card.score)).toEqual(['3 - 2', '3 - 2', '3 - 2', '3 - 2']);
    // A league that hides results: a dash, and a plain "Final" (how it was decided is part of the result).
    const hidden = rootReducer(state, leaguesAnswered(2026, [{ ...hockey, isResultPublished: false }]));
    expect(selectSliderModel(hidden, Date.parse(NOW)).cards.map((card) => [card.score, card.statusLabel.id])).toEqual([
      ['-', 'status.final'], ['-', 'status.final'], ['-', 'status.final'], ['-', 'status.final'],
    ]);
  });
});
