/**
 * Issue 25 case 7: the ops wall names the teams as the lists do (domain/matches displayTeamName: the
 * overridden name when there is one, trimmed) — never the registered name "Frisk Asker Ishockey - MEN 1"
 * when the match record carries "Frisk Asker", nor a trailing space.
 */
import { type RootState } from '../../../../src/client/app/store';
import { opsEvents, opsSlice } from '../../../../src/client/state/ops/opsSlice';
import { selectOpsTiles } from '../../../../src/client/state/ops/selectors';
import type { Match } from '../../../../src/shared/contract';
import { aMatch } from '../../../support/builders';
import { initialRootState } from '../../../support/state';

const NOW = Date.parse('2026-11-21T17:30:00.000Z'); // 18:30 in Oslo

const live = (matchId: number, names: Partial<Match>) =>
  aMatch({ matchId, tournamentId: 8, matchDate: '2026-11-21T00:00:00', matchStartTime: 1800, matchEndTime: 2030, liveClientType: 'Advanced', ...names });

const matches = [
  live(1, { hometeam: 'Frisk Asker Ishockey - MEN 1', hometeamOverriddenName: 'Frisk Asker', awayteam: 'Stjernen Hockey - MEN 1', awayteamOverriddenName: ' Stjernen  ' }),
  live(2, { hometeam: 'Comet Halden Elite ', hometeamOverriddenName: '  ', awayteam: ' Vålerenga', awayteamOverriddenName: null }),
];

function state(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  const ops = opsSlice.reducer(undefined, opsEvents.wallOpened());
  return { ...base, ops };
}

test('each tile names its teams by the lists’ rule: the overridden name, trimmed, else the team’s name trimmed', () => {
  const tiles = new Map(selectOpsTiles(state(), matches, NOW, NOW).map((tile) => [tile.matchId, tile]));
  expect(tiles.get(1)).toMatchObject({ home: 'Frisk Asker', away: 'Stjernen' });
  expect(tiles.get(2)).toMatchObject({ home: 'Comet Halden Elite', away: 'Vålerenga' });
});
