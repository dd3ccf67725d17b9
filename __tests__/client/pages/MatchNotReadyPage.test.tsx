import { screen, within } from '@testing-library/react';
import MatchNotReadyPage from '../../../src/client/pages/matchnotready/MatchNotReadyPage';
import { ApiError } from '../../../src/client/services/api';
import { renderApp, renderWithProviders, appServices } from '../../support/renderWithProviders';
import { aMatch } from '../../support/builders';
import { fakeApi, type ProxyHandlers } from '../../support/services';

const match = aMatch({ matchId: 4087039, hometeam: 'Storhamar', awayteam: 'Vålerenga', matchDate: '2026-11-28T00:00:00', matchStartTime: 1830, activityAreaName: 'CC Amfi', matchResult: null });

function setup(language: 'en' | 'no', overrides: ProxyHandlers = {}) {
  const api = fakeApi({
    proxy: {
      match: () => match,
      broadcastsByMatch: () => [{ matchId: 4087039, broadcastUrls: { mygame: 'https://mygame.example.com/4087039' } }],
      ...overrides,
    },
  });
  renderWithProviders(<MatchNotReadyPage />, { url: '/matchnotready?matchId=4087039', language, services: appServices({ api }) });
  return api;
}

describe('match not ready page (SPEC §2, §8)', () => {
  it.each([
    ['en' as const, 'Match not ready', 'This match is not ready yet', 'Please check back later.'],
    ['no' as const, 'Kampen er ikke klar', 'Kampen er ikke klar ennå', 'Sjekk igjen senere.'],
  ])('%s: an info notice with a title and "check back later"', async (language, heading, title, message) => {
    renderApp({ url: '/matchnotready', language });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(message);
  });
});

describe('match not ready page names the match (issue 11 case 9)', () => {
  it.each([
    ['en' as const, 'About the match', /Saturday, (28 November|November 28,) 2026/, 'Start time', 'Venue', 'Watch on MyGame (opens in a new tab)', 'Storhamar – Vålerenga · Match not ready · Ishockey Kampsenter'],
    ['no' as const, 'Om kampen', /lørdag 28\. november 2026/, 'Starttid', 'Arena', 'Se på MyGame (åpnes i ny fane)', 'Storhamar – Vålerenga · Kampen er ikke klar · Ishockey Kampsenter'],
  ])('%s: teams, date, time, venue and the stream link, read through the api; the tab names the match', async (language, label, date, time, venue, stream, title) => {
    const api = setup(language);
    const summary = await screen.findByRole('region', { name: label });
    expect(within(summary).getByRole('heading', { level: 2, name: 'Storhamar – Vålerenga' })).toBeInTheDocument();
    expect(summary).toHaveTextContent(date);
    expect(within(summary).getByText(time).nextSibling).toHaveTextContent('18:30');
    expect(within(summary).getByText(venue).nextSibling).toHaveTextContent('CC Amfi');
    const link = within(summary).getByRole('link', { name: stream });
    expect(link).toHaveAttribute('href', 'https://mygame.example.com/4087039');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent(language === 'en' ? 'Please check back later.' : 'Sjekk igjen senere.');
    expect(document.title).toBe(title);
    expect(api.calls.filter((call) => call.includes('4087039'))).toEqual(['match {"matchId":4087039}', 'broadcastsByMatch {"matchId":4087039}']);
  });

  // Issue 24 case 8: a withdrawn match (statusTypeId 9) opened by a direct link said "check back later".
  it.each([
    ['en' as const, 9, 'This match has been withdrawn', 'It will not be played.', 'check back later'],
    ['no' as const, 7, 'Kampen er trukket', 'Den blir ikke spilt.', 'Sjekk igjen senere'],
    ['en' as const, 5, 'This match has been cancelled', 'It will not be played.', 'check back later'],
  ])('%s: a called-off match (status %i) says so, not "check back later"', async (language, statusTypeId, title, text, never) => {
    setup(language, { match: () => ({ ...match, statusTypeId }) });
    await screen.findByRole('region', { name: language === 'en' ? 'About the match' : 'Om kampen' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(text);
    expect(notice).not.toHaveTextContent(never);
  });

  it('shows no stream link for a link that is not http(s)', async () => {
    setup('en', { broadcastsByMatch: () => [{ matchId: 4087039, broadcastUrls: { play: 'javascript:alert(1)' } }] });
    const summary = await screen.findByRole('region', { name: 'About the match' });
    expect(within(summary).queryByRole('link')).toBeNull();
  });

  it('still names the match when the broadcast read fails', async () => {
    setup('en', { broadcastsByMatch: () => { throw new ApiError('down', 503); } });
    const summary = await screen.findByRole('region', { name: 'About the match' });
    expect(within(summary).getByRole('heading', { name: 'Storhamar – Vålerenga' })).toBeInTheDocument();
    expect(within(summary).queryByRole('link')).toBeNull();
  });

  it('shows loading while the match is read', async () => {
    setup('en');
    expect(screen.getAllByRole('status').some((element) => element.textContent === 'Loading…')).toBe(true);
    expect(await screen.findByRole('region', { name: 'About the match' })).toBeInTheDocument();
  });

  it.each([
    [404, 'We could not find this match. The link may be wrong, or the match may have been removed.', false],
    [0, 'The results service could not be reached. Check your connection and try again.', true],
    [500, 'The match could not be loaded. Please try again in a moment.', true],
  ])('a failed match read (%i) says in words what went wrong, not the technical text', async (status, message, checkBack) => {
    setup('en', { match: () => { throw new ApiError('ta/Match?matchId=4087039: boom', status); } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('ta/Match');
    expect(screen.getByRole('link', { name: 'Go to the scoreboard' })).toBeInTheDocument();
    expect(screen.queryByText('Please check back later.', { exact: false }) !== null).toBe(checkBack);
  });
});
