import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketballFlowFromRecord, hockeyFlowFromLive } from '../../../../src/client/domain/gameFlow';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { GameFlow } from '../../../../src/client/ui/gameFlow/GameFlow';
import { renderWithProviders } from '../../../support/renderWithProviders';

let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `e${(seq += 1)}`, MatchId: 1, MatchEventType: 'Shot', ...o });
const hockey = hockeyFlowFromLive(
  [
    ev({ Team: 'H', Period: 1, PeriodTime: '01:00' }),
    ev({ MatchEventType: 'Goal', Team: 'H', Period: 1, PeriodTime: '02:00', Player: { Id: 1, TeamId: 1, ShirtNo: 9, FirstName: 'Ola', LastName: 'Nordmann' } }),
    ev({ Team: 'A', Period: 2, PeriodTime: '03:00' }),
  ],
  false,
);
const teams = { H: 'Storhamar', B: 'Vålerenga' };

describe('game flow section (issue 16)', () => {
  it('says the summary, draws a named image (lazy), and shows the table alternative on request', async () => {
    renderWithProviders(<GameFlow flow={hockey} teams={teams} headingId="flow" />);
    const section = await screen.findByRole('region', { name: 'Game flow' });
    expect(section).toHaveTextContent('Storhamar 1–0 Vålerenga. Shots 2–1. No lead changes.');
    const chart = await screen.findByRole('img', { name: 'Shots per team over the match, goals marked' });
    expect(chart.getAttribute('aria-describedby')).toBe(screen.getByText(/^Storhamar 1–0/).id);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByText('Show as table'));
    const table = await screen.findByRole('table', { name: 'Shots and goals per period' });
    const rows = [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Period 1', '2', '0', '1', '0'],
      ['Period 2', '0', '1', '0', '0'],
      ['Total', '2', '1', '1', '0'],
    ]);
    expect(screen.getByText('Period 1 02:00: Ola Nordmann (Storhamar), 1–0')).toBeInTheDocument();
  });

  it('basketball in Norwegian: lead changes and ties in the summary', async () => {
    const flow = basketballFlowFromRecord(
      [
        { partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 2, awayGoals: 3 },
        { partialResultTypeId: 2, partialResultType: 'periods', homeGoals: 3, awayGoals: 0 },
      ],
      [],
    );
    renderWithProviders(<GameFlow flow={flow} teams={teams} headingId="flow" />, { language: 'no' });
    const section = await screen.findByRole('region', { name: 'Kampforløp' });
    expect(section).toHaveTextContent('Storhamar 5–3 Vålerenga. 2 ledelsesskifter, ingen ganger likt. Største ledelse: Storhamar 2, Vålerenga 1.');
  });
});
