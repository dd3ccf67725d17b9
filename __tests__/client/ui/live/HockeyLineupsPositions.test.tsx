/** Issue 25 case 4: the live lineups name the feed's positions by the one position rule, in both languages. */
import { screen } from '@testing-library/react';
import type { LivePlayer } from '../../../../src/shared/contract/live';
import type { Language } from '../../../../src/shared/siteConfig';
import { HockeyLineups } from '../../../../src/client/ui/live/HockeyLineups';
import { renderWithProviders } from '../../../support/renderWithProviders';

const players: LivePlayer[] = [
  { Id: 1, TeamId: 1, ShirtNo: 9, FirstName: 'A', LastName: 'Berg', PositionId: 1, PositionName: 'CE' },
  { Id: 2, TeamId: 1, ShirtNo: 4, FirstName: 'B', LastName: 'Dahl', PositionId: 3, PositionName: 'XY' },
  { Id: 3, TeamId: 1, ShirtNo: 30, FirstName: 'C', LastName: 'Lie', PositionId: 20, PositionName: 'GK1' },
];

function renderLineups(language: Language) {
  renderWithProviders(<HockeyLineups teams={[{ side: 'home', name: 'Stjernen', players }]} lineLabel={(n) => `Line ${n}`} goalieLabel="Goalies" playerHref={() => null} />, { language });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

it('names the positions (en), an unknown one as sent', () => {
  expect(renderLineups('en')).toEqual(['30 LIE (Goalkeeper)', '9 BERG (Centre)', '4 DAHL (XY)']);
});

it('names them in Norwegian', () => {
  expect(renderLineups('no')).toEqual(['30 LIE (Keeper)', '9 BERG (Senter)', '4 DAHL (XY)']);
});
