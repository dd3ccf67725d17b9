/** Ice-hockey live teams tab: players by shirt number with time on ice (SPEC §4) and faceoff % (SPEC §5). */
import styled from 'styled-components';
import type { LivePlayer } from '../../../shared/contract/live';
import { sortByShirtNo } from '../../domain/live/lineup';
import { formatMmSs } from '../../domain/time';
import { PersonLink, StatTable } from '../match/StatTable';

export interface HockeyTeamsProps {
  teams: { side: 'home' | 'away'; name: string; players: readonly LivePlayer[]; onSelect?: () => void }[];
  onIce: ReadonlyMap<number, number>;
  faceoffs: ReadonlyMap<number, { won: number; total: number; percent: number }>;
  labels: { number: string; player: string; timeOnIce: string; faceoffPct: string };
  /** SPEC §2: a player's name goes to the player profile; null when the record names nobody. */
  playerHref: (player: LivePlayer, side: 'home' | 'away') => string | null;
}

export function HockeyTeams({ teams, onIce, faceoffs, labels, playerHref }: HockeyTeamsProps) {
  return (
    <>
      {teams.map((team) => (
        <section key={team.side} aria-label={team.name}>
          <h2>
            {team.onSelect ? (
              <LinkButton type="button" onClick={team.onSelect}>
                {team.name}
              </LinkButton>
            ) : (
              team.name
            )}
          </h2>
          <StatTable
            caption={team.name}
            captionHidden
            rowHeaderKey="player"
            columns={[
              { key: 'number', label: labels.number, numeric: true },
              { key: 'player', label: labels.player },
              { key: 'toi', label: labels.timeOnIce, numeric: true },
              { key: 'fo', label: labels.faceoffPct, numeric: true },
            ]}
            rows={sortByShirtNo(team.players).map((p) => {
              const fo = faceoffs.get(p.Id);
              return {
                key: String(p.Id),
                cells: [
                  p.ShirtNo ?? '',
                  <PersonLink key="n" href={playerHref(p, team.side)}>{`${p.FirstName} ${p.LastName}${p.IsCaptain ? ' (C)' : ''}`}</PersonLink>,
                  formatMmSs(onIce.get(p.Id) ?? 0),
                  fo && fo.total > 0 ? `${fo.percent}%` : '-',
                ],
              };
            })}
          />
        </section>
      ))}
    </>
  );
}

const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;
