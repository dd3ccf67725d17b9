/**
 * SPEC §2 basketball live team tab for one team: the period table (Points, Fouls × total, P1-P4, E1-E6
 * when used), the players table with every column, the team row, the total row and the coaches.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LivePlayer } from '../../../shared/contract/live';
import { efficiency, emptyBox, rebounds, shotPercent, type BoxLine, type ShotLine, type TeamBox } from '../../domain/live/basketball';
import { DECIMALS, formatDecimal, type NumberFormatter } from '../../domain/formatNumbers';
import { formatMmSs } from '../../domain/time';
import { PersonLink, StatTable } from '../match/StatTable';

export interface BasketballTeamProps {
  name: string;
  side: 'H' | 'A';
  players: readonly LivePlayer[];
  coaches: readonly LivePlayer[];
  box: TeamBox;
  periods: { column: string; points: Record<'H' | 'A', number>; fouls: Record<'H' | 'A', number> }[];
  /** SPEC §2: a player's name goes to the player profile; null when the record names nobody. */
  playerHref: (player: LivePlayer) => string | null;
}

const shots = (line: ShotLine) => `${line.made}/${line.attempts} (${shotPercent(line)}%)`;

/** The figures of one box line, in COLUMNS order; efficiency in the reader's language ("1,25" / "1.25"). */
function lineCells(line: BoxLine, format: NumberFormatter): ReactNode[] {
  return [
    formatMmSs(line.seconds),
    line.points,
    line.fouls,
    shots(line.ft),
    shots(line.p2),
    shots(line.p3),
    line.offReb,
    line.defReb,
    rebounds(line),
    line.assists,
    line.steals,
    line.turnovers,
    line.blocks,
    formatDecimal(format, efficiency(line), DECIMALS.efficiency),
  ];
}

const COLUMNS = ['minutes', 'points', 'fouls', 'freeThrows', 'twoPointers', 'threePointers', 'offReb', 'defReb', 'reb', 'assists', 'steals', 'turnovers', 'blocks', 'efficiency'];

export function BasketballTeam({ name, side, players, coaches, box, periods, playerHref }: BasketballTeamProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const totalPoints = periods.reduce((sum, p) => sum + p.points[side], 0);
  const totalFouls = periods.reduce((sum, p) => sum + p.fouls[side], 0);
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <StatTable
        caption={t('live.basketball.periods')}
        columns={[
          { key: 'row', label: '' },
          { key: 'total', label: t('live.basketball.total'), numeric: true },
          ...periods.map((p) => ({ key: p.column, label: p.column, numeric: true })),
        ]}
        rows={[
          { key: 'points', cells: [t('live.basketball.points'), totalPoints, ...periods.map((p) => p.points[side])] },
          { key: 'fouls', cells: [t('live.basketball.fouls'), totalFouls, ...periods.map((p) => p.fouls[side])] },
        ]}
      />
      <StatTable
        caption={t('live.basketball.players')}
        columns={[
          { key: 'player', label: t('live.basketball.col.player') },
          ...COLUMNS.map((c) => ({ key: c, label: t(`live.basketball.col.${c}`), numeric: true })),
        ]}
        rows={[
          ...players.map((p) => ({
            key: String(p.Id),
            cells: [
              <PersonLink key="n" href={playerHref(p)}>{`${p.ShirtNo ?? ''} ${p.FirstName} ${p.LastName}${p.IsCaptain ? ' (C)' : ''}`.trim()}</PersonLink>,
              ...lineCells(box.players.get(p.Id) ?? emptyBox(), intl),
            ],
          })),
          {
            key: 'team',
            // SPEC §2: the team row has only the unattributed rebounds and turnovers.
            cells: [t('live.basketball.teamRow'), '', '', '', '', '', '', box.team.offReb, box.team.defReb, box.team.offReb + box.team.defReb, '', '', box.team.turnovers, '', ''],
          },
        ]}
        footer={{ key: 'total', cells: [t('live.basketball.total'), ...lineCells(box.total, intl)] }}
      />
      {coaches.length > 0 && (
        <p>
          {t('live.basketball.coaches')}: {coaches.map((c) => `${c.FirstName} ${c.LastName}`).join(', ')}
        </p>
      )}
    </section>
  );
}
