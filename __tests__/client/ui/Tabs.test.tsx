import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../../../src/client/ui/Tabs';
import { renderWithProviders } from '../../support/renderWithProviders';
import { serverRender } from '../../support/serverThenHydrate';
import { expectTabsPattern } from '../../support/tabsPattern';

function ThreeTabs() {
  const [active, setActive] = useState('plays');
  const tabs = [
    { key: 'plays', label: 'Play-by-play', render: () => <p>plays panel</p> },
    { key: 'lineups', label: 'Lineups', render: () => <p>lineups panel</p> },
    { key: 'teams', label: 'Teams', render: () => <p>teams panel</p> },
  ];
  return <Tabs label="Live match" tabs={tabs} active={active} onChange={setActive} />;
}

describe('tabs (WAI-ARIA tabs pattern; issue 11 case 12, issue 27 "Also": the one tabs component)', () => {
  it('moves with the arrow keys, wrapping, and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreeTabs />);
    await user.click(await screen.findByRole('tab', { name: 'Play-by-play' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('teams panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Play-by-play' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Play-by-play' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('plays panel');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('names each panel by its tab and draws only the selected one (the others hidden, empty)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreeTabs />);
    await expectTabsPattern(user, await screen.findByRole('tablist', { name: 'Live match' }));
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false, true]);
    expect(panels.map((panel) => panel.textContent)).toEqual(['', 'lineups panel', '']);
  });

  it('hydrates the server HTML without a mismatch (ids from useId)', async () => {
    const page = serverRender(<ThreeTabs />);
    const ids = [...page.server.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('aria-controls'));
    expect(await page.hydrate()).toEqual([]);
    expect([...page.container.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('aria-controls'))).toEqual(ids);
  });
});
