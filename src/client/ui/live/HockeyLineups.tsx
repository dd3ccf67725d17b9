/** SPEC §2/§5 live ice-hockey lineups: lines from PositionId, goalies, in the live team colours. */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SPORT } from '../../../shared/contract';
import type { LivePlayer } from '../../../shared/contract/live';
import { lineupLines } from '../../domain/live/lineup';
import { positionLabel } from '../../domain/people';
import { positionText } from '../people/positionText';

export interface HockeyLineupsProps {
  teams: { side: 'home' | 'away'; name: string; players: readonly LivePlayer[] }[];
  lineLabel: (line: number) => string;
  goalieLabel: string;
  /** SPEC §2: a lineup chip goes to the player profile; null when the record names nobody. */
  playerHref: (player: LivePlayer, side: 'home' | 'away') => string | null;
}

export function HockeyLineups({ teams, lineLabel, goalieLabel, playerHref }: HockeyLineupsProps) {
  const intl = useIntl();
  const chip = (p: LivePlayer, side: 'home' | 'away'): ReactNode => {
    const href = playerHref(p, side);
    return (
      <Chip key={p.Id} $side={side}>
        {href === null ? label(intl, p) : <ChipLink to={href}>{label(intl, p)}</ChipLink>}
      </Chip>
    );
  };
  return (
    <Grid>
      {teams.map((team) => {
        const { goalies, lines } = lineupLines(team.players);
        return (
          <section key={team.side} aria-label={team.name}>
            <h2>{team.name}</h2>
            {goalies.length > 0 && (
              <Line>
                <h3>{goalieLabel}</h3>
                <Players>{goalies.map((p) => chip(p, team.side))}</Players>
              </Line>
            )}
            {lines.map(({ line, players }) => (
              <Line key={line}>
                <h3>{lineLabel(line)}</h3>
                <Players>{players.map((p) => chip(p, team.side))}</Players>
              </Line>
            ))}
          </section>
        );
      })}
    </Grid>
  );
}

/** "9 HANSEN (Centre)": the feed's position by the one position rule (issue 25), as the roster names it. */
function label(intl: IntlShape, p: LivePlayer): string {
  const position = positionText(intl, positionLabel(p.PositionName, SPORT.iceHockey));
  return `${p.ShirtNo ?? ''} ${p.LastName.toUpperCase()}${position ? ` (${position})` : ''}`.trim();
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
`;
const Line = styled.div``;
const Players = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Chip = styled.li<{ $side: 'home' | 'away' }>`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ $side, theme }) => ($side === 'home' ? theme.colors.onLiveHomeFill : theme.colors.onLiveAwayFill)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $side, theme }) => ($side === 'home' ? theme.colors.liveHomeFill : theme.colors.liveAwayFill)};
`;
const ChipLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
