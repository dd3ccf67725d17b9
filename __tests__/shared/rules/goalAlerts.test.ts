/**
 * Issue 29 case 4: the goal-alert rules the tab and the server's Web Push sender share — one function each,
 * the client's domain modules re-exporting them — and the page a push opens, the same as the tab's.
 */
import * as clientAlerts from '../../../src/client/domain/goalAlerts';
import { fillMatchQuery, matchHref } from '../../../src/client/domain/matchLinks';
import * as clientMatches from '../../../src/client/domain/matches';
import * as clientScore from '../../../src/client/domain/score';
import * as clientSport from '../../../src/client/domain/live/sport';
import * as clientSpoiler from '../../../src/client/domain/spoiler';
import { DELAY_RANGE } from '../../../src/shared/rules/broadcastDelay';
import { alertHref, alertKey, alertKindOf, alertTag, alertTime, eventScore } from '../../../src/shared/rules/goalAlerts';
import { liveSportOf } from '../../../src/shared/rules/liveSport';
import { resultsShown, resultsVisibility } from '../../../src/shared/rules/resultsVisibility';
import { displayTeamName } from '../../../src/shared/rules/teamNames';
import { aMatch } from '../../support/builders';

test('one rule: the client reads the very functions the server sends by', () => {
  expect(clientAlerts.alertKindOf).toBe(alertKindOf);
  expect(clientAlerts.alertKey).toBe(alertKey);
  expect(clientAlerts.alertTag).toBe(alertTag);
  expect(clientAlerts.alertTime).toBe(alertTime);
  expect(clientScore.resultsVisibility).toBe(resultsVisibility);
  expect(clientScore.resultsShown).toBe(resultsShown);
  expect(clientMatches.displayTeamName).toBe(displayTeamName);
  expect(clientSport.liveSportOf).toBe(liveSportOf);
  expect(clientSpoiler.DELAY_RANGE).toBe(DELAY_RANGE);
});

test("a push opens the match's live view, the very URL the tab's notification opens", () => {
  const matches = [
    aMatch({ matchId: 7, matchDate: '2026-11-21T00:00:00', seasonId: 2026, tournamentId: 501 }),
    aMatch({ matchId: 8, matchDate: '2026-11-22', seasonId: null, tournamentId: 502 }),
    aMatch({ matchId: 9, matchDate: '2026-11-23T00:00:00', seasonId: 0, tournamentId: 0 }),
  ];
  for (const match of matches) expect(alertHref(match)).toBe(matchHref(match, 'livematch', fillMatchQuery({ seasonId: null, tournamentId: null }, null, match)));
  expect(alertHref(matches[0] as (typeof matches)[number])).toBe('/livematch?matchId=7&matchDate=2026-11-21&seasonId=2026&tournamentId=501');
});

test('the score an event tells: its own pair, or none (never a made-up 0)', () => {
  expect(eventScore({ h: 2, a: 1 })).toEqual({ h: 2, a: 1 });
  expect(eventScore({ h: 0, a: 0 })).toEqual({ h: 0, a: 0 });
  expect(eventScore({ h: 2 })).toBeNull();
  expect(eventScore({})).toBeNull();
});
