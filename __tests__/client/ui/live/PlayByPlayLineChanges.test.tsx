/**
 * Issue 24 case 15: a row of line changes is ONE list item with a readable name (both teams, their changes
 * or who came on and off), its players under a disclosure, small and muted; goals, penalties and period
 * events carry a marker and their weight. English and Norwegian.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { foldPlayByPlay, type ListedRow } from '../../../../src/client/domain/live/playByPlay';
import { FILTER_OPTIONS } from '../../../../src/client/domain/live/filters';
import { PlayByPlay } from '../../../../src/client/ui/live/PlayByPlay';
import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';
import { renderWithProviders } from '../../../support/renderWithProviders';

const player = (shirt: number, LastName: string): LivePlayer => ({ Id: shirt, TeamId: 1, ShirtNo: shirt, FirstName: 'F', LastName, PositionId: 0 });
const move = (id: string, Team: 'H' | 'A', time: string, Direction: 'In' | 'Out', shirt: number, name: string): LiveEvent => ({
  ClientId: id, MatchId: 1, MatchEventType: 'PlayerTime', Team, Direction, Player: player(shirt, name), Period: 1, PeriodTime: time,
});
const events: LiveEvent[] = [
  { ClientId: 'ps', MatchId: 1, MatchEventType: 'Timer', EventType: 2, TypeName: 'Period start', Period: 1, PeriodName: '1. periode', PeriodTime: '00:00' },
  move('h1', 'H', '00:48', 'Out', 39, 'Dahl'),
  move('h2', 'H', '00:48', 'In', 12, 'Hansen'),
  move('h3', 'H', '00:48', 'In', 17, 'Berg'),
  move('a1', 'A', '00:48', 'Out', 4, 'Lie'),
  move('a2', 'A', '00:48', 'In', 22, 'Moe'),
  { ClientId: 'g1', MatchId: 1, MatchEventType: 'Goal', Team: 'H', Player: player(12, 'Hansen'), h: 1, a: 0, Period: 1, PeriodTime: '01:10' },
  move('h4', 'H', '01:20', 'Out', 12, 'Hansen'),
  move('h5', 'H', '01:20', 'In', 39, 'Dahl'),
  move('a3', 'A', '01:35', 'Out', 22, 'Moe'),
  move('a4', 'A', '01:35', 'In', 4, 'Lie'),
  move('h6', 'H', '02:05', 'Out', 39, 'Dahl'),
  move('h7', 'H', '02:05', 'In', 12, 'Hansen'),
  { ClientId: 'p1', MatchId: 1, MatchEventType: 'Penalty', Team: 'A', Player: player(4, 'Lie'), InfractionName: 'Hooking', Minutes: 2, Period: 1, PeriodTime: '02:30' },
];
const rows: readonly ListedRow[] = foldPlayByPlay('hockey', events, FILTER_OPTIONS.hockey.defaults).listed;
const listed = () => within(screen.getByRole('list', { name: 'Play-by-play' })).getAllByRole('listitem');

describe('PlayByPlay: line changes as one row, the key events first (issue 24 case 15)', () => {
  test('each stretch of changes is one named list item, its players under a disclosure; key events marked', () => {
    renderWithProviders(<PlayByPlay rows={rows} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    const items = listed();
    // Newest first: penalty, changes, goal, changes, period start.
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['penalty', 'lineChanges', 'goal', 'lineChanges', 'period']);
    expect(items[1]).toHaveAccessibleName('Line changes 01:20–02:05 — STJ: 2 changes; FRI: in 4 · out 22');
    expect(items[3]).toHaveAccessibleName('00:48 Line changes — STJ: in 12, 17 · out 39; FRI: in 22 · out 4');
    // Every player keeps his event's ClientId inside the one row.
    expect([...(items[1]?.querySelectorAll('[data-client-id]') ?? [])].map((node) => node.getAttribute('data-client-id')).sort()).toEqual(['a3', 'a4', 'h4', 'h5', 'h6', 'h7']);
    // Collapsed, then opened by its summary: the changes with the players' names, newest first.
    const details = items[1]?.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(items[1] as HTMLElement).getByText(/^Line changes/).tagName).toBe('SUMMARY');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(details.open).toBe(true);
    expect(within(details).getAllByText(/#\d+ \w+/).map((node) => node.textContent)).toEqual(['#12 Hansen', '#39 Dahl', '#4 Lie', '#22 Moe', '#39 Dahl', '#12 Hansen']);
    // The key events carry a marker (hidden from the accessible text, which already says what they are).
    expect(items[2]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('●');
    expect(items[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('■');
    expect(items[2]).toHaveTextContent('Goal #12 F Hansen, unassisted (1 - 0)');
  });

  test('in Norwegian', () => {
    renderWithProviders(<PlayByPlay rows={rows} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />, { language: 'no' });
    expect(listed()[1]).toHaveAccessibleName('Rekkebytter 01:20–02:05 — STJ: 2 bytter; FRI: inn 4 · ut 22');
  });
});
