/**
 * Issue 11 case 8 (4K arena screen): the match header's stream button, provider logo and team logos are
 * sized in rem (they grow with the root font size), the button's 140 is a least width so "Se på MyGame"
 * never overflows it, and no rule of the header sets a font size in px.
 */
import { screen, within } from '@testing-library/react';
import { broadcastView } from '../../../../src/client/domain/broadcast';
import { MatchHeader, type HeaderTeamView } from '../../../../src/client/ui/match/MatchHeader';
import { aMatch } from '../../../support/builders';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { cssRulesFor } from './cssRules';

const match = aMatch({ matchId: 5, hometeam: 'Storhamar', awayteam: 'Vålerenga', matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult: '3 - 2' } });
const teams: HeaderTeamView[] = [
  { side: 'H', name: 'Storhamar', logo: 'data:image/png;base64,iVBOR', href: '/statistics/players?teamOrgId=11' },
  { side: 'B', name: 'Vålerenga', logo: null, href: null },
];

function renderHeader(provider: 'mygame' | 'play', language: 'en' | 'no' = 'no') {
  const stream = broadcastView({ broadcastUrls: { [provider]: `https://${provider}.example.com/5` } });
  renderWithProviders(<MatchHeader match={match} teams={teams} score="3 - 2" status={{ label: 'Slutt', tone: 'final' }} stream={stream} />, { language });
  return screen.getByRole('region', { name: language === 'no' ? 'Kamp' : 'Match' });
}

describe('MatchHeader sizes (issue 11 case 8)', () => {
  it('the stream button is at least 140 wide in rem (8.75rem), not a fixed 140px, so "Se på MyGame" fits', () => {
    const header = renderHeader('mygame');
    const button = within(header).getByRole('link', { name: 'Se på MyGame (åpnes i ny fane)' });
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    expect(button.getAttribute('style')).toBeNull();
    const css = cssRulesFor(button);
    expect(css).toMatch(/min-width:8\.75rem/);
    expect(css).not.toMatch(/(^|[^-])width:\s*\d+px/);
  });

  it.each([
    ['mygame' as const, '4.375rem'],
    ['play' as const, '3.125rem'],
  ])('the %s logo is %s wide (SPEC §2: 70 for mygame, 50 otherwise, at the default root size)', (provider, width) => {
    const header = renderHeader(provider);
    const logo = within(header).getByRole('link', { name: /^Se på / }).querySelector('img') as HTMLImageElement;
    expect(logo).toHaveAttribute('src', `/brand/providers/${provider}-horizontal.svg`);
    expect(logo).not.toHaveAttribute('width');
    expect(cssRulesFor(logo)).toMatch(new RegExp(`width:${width.replace('.', '\\.')}`));
  });

  it('team logos and initials are sized in rem, and nothing in the header sets a px font size', () => {
    const header = renderHeader('play', 'en');
    const teamLogo = header.querySelector('img[src^="data:"]') as HTMLImageElement;
    expect(teamLogo).not.toHaveAttribute('width');
    expect(cssRulesFor(teamLogo)).toMatch(/width:\d+(\.\d+)?rem/);
    const initial = within(header).getByText('V');
    expect(cssRulesFor(initial)).toMatch(/width:\d+(\.\d+)?rem/);
    const fontSizes = Array.from(header.querySelectorAll('*')).flatMap((element) => Array.from(cssRulesFor(element).matchAll(/font-size:([^;}]+)/g), (found) => found[1]));
    expect(fontSizes.length).toBeGreaterThan(0);
    expect(fontSizes.filter((size) => !/^\d*\.?\d+(rem|em)$/.test(size ?? ''))).toEqual([]);
  });

  it('shows the state as text with its tone, and the home team as a link', () => {
    const header = renderHeader('play', 'en');
    expect(within(header).getByText('Slutt')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Storhamar' })).toHaveAttribute('href', '/statistics/players?teamOrgId=11');
    expect(within(header).queryByRole('link', { name: 'Vålerenga' })).toBeNull();
  });
});
