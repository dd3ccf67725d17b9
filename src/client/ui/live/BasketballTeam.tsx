/**
 * SPEC §2 basketball live team tab for one team: the period table (Points, Fouls × total, P1-P4, E1-E6
 * when used), the players table with every column, the team row, the total row and the coaches.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LivePlayer } from '../../../shared/contract/live';
import { efficiency, emptyBox, rebounds, shotPercent, type BoxLine, type ShotLine, type TeamBox } from '../../domain/live/basketball';
import { formatMmSs } from '../../domain/time';

export interface BasketballTeamProps {
  name: string;
  side: 'H' | 'A';
  players: readonly LivePlayer[];
  coaches: readonly LivePlayer[];
  box: TeamBox;
  periods: { column: string; points: Record<'H' | 'A', number>; fouls: Record<'H' | 'A', number> }[];
}

const shots = (line: ShotLine) => `${line.made}/${line.attempts} (${shotPercent(line)}%)`;

function Cells({ line }: { line: BoxLine }) {
  return (
    <>
      <td>{formatMmSs(line.seconds)}</td>
      <td>{line.points}</td>
      <td>{line.fouls}</td>
      <td>{shots(line.ft)}</td>
      <td>{shots(line.p2)}</td>
      <td>{shots(line.p3)}</td>
      <td>{line.offReb}</td>
      <td>{line.defReb}</td>
      <td>{rebounds(line)}</td>
      <td>{line.assists}</td>
      <td>{line.steals}</td>
      <td>{line.turnovers}</td>
      <td>{line.blocks}</td>
      <td>{efficiency(line).toFixed(2)}</td>
    </>
  );
}

const COLUMNS = ['minutes', 'points', 'fouls', 'freeThrows', 'twoPointers', 'threePointers', 'offReb', 'defReb', 'reb', 'assists', 'steals', 'turnovers', 'blocks', 'efficiency'];

export function BasketballTeam({ name, side, players, coaches, box, periods }: BasketballTeamProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const totalPoints = periods.reduce((sum, p) => sum + p.points[side], 0);
  const totalFouls = periods.reduce((sum, p) => sum + p.fouls[side], 0);
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <Scroll>
        <Table>
          <caption>{t('live.basketball.periods')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('live.basketball.total')}</th>
              {periods.map((p) => (
                <th key={p.column} scope="col">
                  {p.column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('live.basketball.points')}</th>
              <td>{totalPoints}</td>
              {periods.map((p) => <td key={p.column}>{p.points[side]}</td>)}
            </tr>
            <tr>
              <th scope="row">{t('live.basketball.fouls')}</th>
              <td>{totalFouls}</td>
              {periods.map((p) => <td key={p.column}>{p.fouls[side]}</td>)}
            </tr>
          </tbody>
        </Table>
      </Scroll>
      <Scroll>
        <Table>
          <caption>{t('live.basketball.players')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('live.basketball.col.player')}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`live.basketball.col.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.Id}>
                <th scope="row">
                  {p.ShirtNo ?? ''} {p.FirstName} {p.LastName}
                  {p.IsCaptain ? ' (C)' : ''}
                </th>
                <Cells line={box.players.get(p.Id) ?? emptyBox()} />
              </tr>
            ))}
            <tr>
              <th scope="row">{t('live.basketball.teamRow')}</th>
              <td />
              <td />
              <td />
              <td />
              <td />
              <td />
              <td>{box.team.offReb}</td>
              <td>{box.team.defReb}</td>
              <td>{box.team.offReb + box.team.defReb}</td>
              <td />
              <td />
              <td>{box.team.turnovers}</td>
              <td />
              <td />
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('live.basketball.total')}</th>
              <Cells line={box.total} />
            </tr>
          </tfoot>
        </Table>
      </Scroll>
      {coaches.length > 0 && (
        <p>
          {t('live.basketball.coaches')}: {coaches.map((c) => `${c.FirstName} ${c.LastName}`).join(', ')}
        </p>
      )}
    </section>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: left;
  }
`;
