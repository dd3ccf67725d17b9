/**
 * Issue 29 case 2: the "Embed" dialog on the standings page (the roster and match pages use the same
 * EmbedButton): a real dialog named by its heading, the snippet of the chosen embed on the page's origin and
 * in its language, and Copy through the Clipboard API with the outcome announced in a status line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });

function setup(language: Language = 'en') {
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [ehl] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen' })] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      standings: () => [],
      standingsSettings: () => ({ presentationSettings: [] }),
    },
  });
  return renderApp({ url: '/standings?seasonId=2026&tournamentId=101', language, services: appServices({ api }) });
}

describe('the Embed dialog (issue 29 case 2)', () => {
  let writeText: jest.Mock<Promise<void>, [string]>;
  /** user-event's setup puts a clipboard stub of its own on navigator: the browser's API is set after it. */
  function userWithClipboard() {
    const user = userEvent.setup();
    writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return user;
  }

  it('gives the snippet of the chosen embed and copies it, saying so', async () => {
    const user = userWithClipboard();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Embed Standings on your website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed on your website' });
    const snippet = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Code to paste' });
    expect(snippet).toHaveAttribute('readonly');
    expect(snippet.value).toBe(
      `<iframe src="${window.location.origin}/embed/standings?tournamentId=101&amp;lang=en" title="Standings – EHL" loading="lazy" style="width:100%;border:0" height="520"></iframe>`,
    );
    await user.click(within(dialog).getByRole('radio', { name: "Today's matches" }));
    expect(snippet.value).toContain('/embed/today?tournamentId=101&amp;lang=en" title="Today in EHL"');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Copied'));
    expect(writeText).toHaveBeenCalledWith(snippet.value);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the browser refuses to copy, in Norwegian too', async () => {
    const user = userWithClipboard();
    writeText.mockRejectedValue(new Error('not allowed'));
    setup('no');
    await user.click(await screen.findByRole('button', { name: 'Bygg inn Tabell på nettstedet ditt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bygg inn på nettstedet ditt' });
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Kode å lime inn' }).value).toContain('lang=no');
    await user.click(within(dialog).getByRole('button', { name: 'Kopier koden' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Kunne ikke kopiere'));
  });
});

describe('the Embed dialog on the roster page (issue 29 case 2)', () => {
  it("offers the team's next and last match, and nothing to choose", async () => {
    const api = fakeApi({
      direct: {
        seasons: ({ year }) => (year === 2026 ? [season] : []),
        tournamentsInSeason: () => ({ tournamentsInSeason: [ehl] }),
      },
      proxy: {
        tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen' })] }),
        tournamentMatches: () => ({ matches: [] }),
        scheduledMatchesBySport: () => ({ matches: [] }),
        broadcastsByTournament: () => [],
        broadcastsBySport: () => [],
        teamMembers: () => [] as never,
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/teammembers?seasonId=2026&tournamentId=101&team=7', language: 'en', services: appServices({ api }) });
    await user.click(await screen.findByRole('button', { name: 'Embed Next and last match on your website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed on your website' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Code to paste' }).value).toContain(
      '/embed/team?tournamentId=101&amp;teamId=7&amp;lang=en" title="Stjernen: matches" loading="lazy" style="width:100%;border:0" height="300"',
    );
  });
});
