/**
 * Issue 11 case 8 — the 4K arena screen: every size in the live UI scales with the root font size (no px
 * in any rule the live components are styled with), and the filter's button and options inherit the page's
 * font (a button does not by default and stayed at the browser's 13 px).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionStatus } from '../../../../src/client/ui/live/ConnectionStatus';
import { EventFilter } from '../../../../src/client/ui/live/EventFilter';
import { HockeyLineups } from '../../../../src/client/ui/live/HockeyLineups';
import { InfoList } from '../../../../src/client/ui/live/InfoList';
import { LiveHeader } from '../../../../src/client/ui/live/LiveHeader';
import { InfoNotice } from '../../../../src/client/ui/InfoNotice';
import { PlayByPlay } from '../../../../src/client/ui/live/PlayByPlay';
import { Tabs } from '../../../../src/client/ui/Tabs';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** The declarations of every rule whose selector names one of `element`'s classes (media conditions left out). */
function declarationsFor(element: Element): string[] {
  const classes = [...element.classList];
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const out: string[] = [];
  for (const match of css.replace(/@media[^{]*\{/g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1] ?? '';
    if (classes.some((name) => selector.includes(`.${name}`))) out.push(match[2] ?? '');
  }
  return out;
}

function LiveUi() {
  return (
    <>
      <ConnectionStatus kind="reconnecting" text="Reconnecting" link={{ href: '/match?matchId=1', label: 'See the result' }} />
      <LiveHeader home={{ name: 'Stjernen', logo: 'data:image/png;base64,AA==' }} away={{ name: 'Frisk', logo: null, onSelect: () => undefined }} scoreText="1 - 0" scoreLabel="Score" clock="12:00" stateLabel="Period 2" />
      <InfoNotice title="Not set up" links={[{ href: '/scoreboard', label: 'Scoreboard' }]} />
      <InfoList label="Details" items={[{ term: 'Arena', value: 'Jordal' }]} />
      <HockeyLineups teams={[{ side: 'home', name: 'Stjernen', players: [{ Id: 1, TeamId: 1, ShirtNo: 9, FirstName: 'A', LastName: 'B', PositionId: 0 }] }]} lineLabel={(n) => `Line ${n}`} goalieLabel="Goalies" playerHref={() => null} />
      <Tabs
        label="Live"
        active="plays"
        onChange={() => undefined}
        tabs={[
          {
            key: 'plays',
            label: 'Play-by-play',
            render: () => (
              <>
                <EventFilter label="Events" options={['goals', 'shots']} selected={['goals']} optionLabel={(o) => o} onChange={() => undefined} />
                <PlayByPlay
                  rows={[
                    { kind: 'event', key: 'g', event: { ClientId: 'g', MatchId: 1, MatchEventType: 'Timeout', Team: 'H', PeriodTime: '01:00' }, period: null, emphasis: 'plain' },
                    { kind: 'shift', key: 's', side: 'A', goalie: false, line: 1, on: [{ clientId: 'p', player: null }], off: [], time: '01:00', periodNo: 1 },
                  ]}
                  homeShort="STJ"
                  awayShort="FRI"
                  label="Plays"
                  emptyText="None"
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}

describe('live UI at any root font size (issue 11 case 8)', () => {
  test('no rule of the live components sizes anything in px', async () => {
    const { container } = renderWithProviders(<LiveUi />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Events' }));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const styled = [...container.querySelectorAll('[class]')];
    expect(styled.length).toBeGreaterThan(10);
    const withPx = styled.flatMap((element) => declarationsFor(element).filter((rule) => /\d(\.\d+)?px/.test(rule)).map((rule) => `${element.tagName}: ${rule}`));
    expect(withPx).toEqual([]);
  });

  test("the filter's button and options inherit the page's font", async () => {
    renderWithProviders(<EventFilter label="Events" options={['goals', 'shots']} selected={['goals']} optionLabel={(o) => o} onChange={() => undefined} />);
    const toggle = await screen.findByRole('combobox', { name: 'Events' });
    expect(declarationsFor(toggle).join(';')).toMatch(/font:inherit/);
    await userEvent.click(toggle);
    expect(declarationsFor(screen.getAllByRole('option')[0] as HTMLElement).join(';')).toMatch(/font:inherit/);
  });
});
