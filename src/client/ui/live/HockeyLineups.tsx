/** SPEC §2/§5 live ice-hockey lineups: lines from PositionId, goalies, in the live team colours. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LivePlayer } from '../../../shared/contract/live';
import { lineupLines } from '../../domain/live/lineup';

export interface HockeyLineupsProps {
  teams: { side: 'home' | 'away'; name: string; players: readonly LivePlayer[] }[];
  lineLabel: (line: number) => string;
  goalieLabel: string;
  /** SPEC §2: a lineup chip goes to the player profile; null when the record names nobody. */
  playerHref: (player: LivePlayer, side: 'home' | 'away') => string | null;
}

export function HockeyLineups({ teams, lineLabel, goalieLabel, playerHref }: HockeyLineupsProps) {
  const chip = (p: LivePlayer, side: 'home' | 'away'): ReactNode => {
    const href = playerHref(p, side);
    return (
      <Chip key={p.Id} $side={side}>
        {href === null ? label(p) : <ChipLink to={href}>{label(p)}</ChipLink>}
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

function label(p: LivePlayer): string {
  return `${p.ShirtNo ?? ''} ${p.LastName.toUpperCase()}${p.PositionName ? ` (${p.PositionName})` : ''}`.trim();
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
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $side, theme }) => ($side === 'home' ? theme.colors.liveHome : theme.colors.liveAway)};
`;
const ChipLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
