/** Ice-hockey live teams tab: players by shirt number with time on ice (SPEC §4) and faceoff % (SPEC §5). */
import styled from 'styled-components';
import type { LivePlayer } from '../../../shared/contract/live';
import { sortByShirtNo } from '../../domain/live/lineup';
import { formatMmSs } from '../../domain/time';

export interface HockeyTeamsProps {
  teams: { side: 'home' | 'away'; name: string; players: readonly LivePlayer[]; onSelect?: () => void }[];
  onIce: ReadonlyMap<number, number>;
  faceoffs: ReadonlyMap<number, { won: number; total: number; percent: number }>;
  labels: { number: string; player: string; timeOnIce: string; faceoffPct: string };
}

export function HockeyTeams({ teams, onIce, faceoffs, labels }: HockeyTeamsProps) {
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
          <Table>
            <thead>
              <tr>
                <th scope="col">{labels.number}</th>
                <th scope="col">{labels.player}</th>
                <th scope="col">{labels.timeOnIce}</th>
                <th scope="col">{labels.faceoffPct}</th>
              </tr>
            </thead>
            <tbody>
              {sortByShirtNo(team.players).map((p) => {
                const fo = faceoffs.get(p.Id);
                return (
                  <tr key={p.Id}>
                    <td>{p.ShirtNo ?? ''}</td>
                    <th scope="row">
                      {p.FirstName} {p.LastName}
                      {p.IsCaptain ? ' (C)' : ''}
                    </th>
                    <td>{formatMmSs(onIce.get(p.Id) ?? 0)}</td>
                    <td>{fo && fo.total > 0 ? `${fo.percent}%` : '-'}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
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
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;
