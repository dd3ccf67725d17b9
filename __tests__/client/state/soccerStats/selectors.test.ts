import { selectSoccerPlayerRows } from '../../../../src/client/state/soccerStats/selectors';
import { aTournament } from '../../../support/builders';
import { deepFreeze } from '../../../support/deepFreeze';

const league = deepFreeze(aTournament({ tournamentId: 301, tournamentName: 'Bedriftsfotball', seasonId: 2026, sportId: 207 }));

describe('soccer players row model (SPEC §2 Statistics tables, §3 Soccer row)', () => {
  it('names the player, links his profile, and keeps missing figures null', () => {
    const rows = deepFreeze([
      { personId: 12, orgId: 40, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Hasle-Løren', matches: 8, goals: 3, redCarts: null, yellowCards: 1 },
      { personId: 13, orgId: 0, firstName: '', lastName: 'Keeper', teamName: '', matches: null, goals: null, redCarts: 1, yellowCards: null },
    ]);
    expect(selectSoccerPlayerRows({ league, rows, seasonId: 2026 })).toEqual([
      { id: '12-40-0', name: 'Ola Nordmann', team: 'Hasle-Løren', profileHref: '/player/?playerId=12&orgId=40&seasonId=2026&tournamentId=301', matches: 8, goals: 3, redCards: null, yellowCards: 1 },
      { id: '13-0-1', name: 'Keeper', team: '', profileHref: null, matches: null, goals: null, redCards: 1, yellowCards: null },
    ]);
  });
});
