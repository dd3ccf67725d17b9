/**
 * The player profile's table columns (SPEC §2 Player profile), declared once per table beside the page:
 * abbreviated headers with their full names as titles (as the standings page), a dash for a missing figure,
 * the match of a game as a link to its match page.
 */
import { createColumnHelper } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import type { BasketballAverages, GoalieLine, ShootingAverage, SkaterLine } from '../../domain/profile';
import type { BasketballTournamentRow, TournamentRow } from '../../state/profile/selectors';
import { dash, figureColumn, GOALIE_FIGURES, MatchLink, SKATER_FIGURES, type Cell } from '../../ui/profile/gameColumns';
import type { DataColumn } from '../../ui/table';

export { dash, goalieGameColumns, skaterGameColumns } from '../../ui/profile/gameColumns';

/** A header written out in full (date, match, tournament, year, team). */
const plain = (intl: IntlShape, key: string) => intl.formatMessage({ id: `profile.short.${key}` });

/** The tournament, year and team columns of a previous-tournaments table. */
function tournamentColumns<L>(intl: IntlShape): DataColumn<TournamentRow<L>>[] {
  const column = createColumnHelper<TournamentRow<L>>();
  return [
    column.accessor('tournament', { id: 'tournament', header: plain(intl, 'tournament'), cell: (info) => dash(info.getValue()) }),
    column.accessor((row) => row.year ?? undefined, {
      id: 'year',
      header: plain(intl, 'year'),
      cell: (info) => dash(info.getValue()),
      sortUndefined: 'last',
      meta: { numeric: true },
    }),
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
  ];
}

function gamesPlayed<L extends { gamesPlayed: number }>(intl: IntlShape): DataColumn<TournamentRow<L>> {
  return figureColumn(intl, 'gp', (row: TournamentRow<L>) => row.totals, (line) => line.gamesPlayed);
}

/** SPEC §2 skater previous tournaments: the tournament, its year and team, then its totals. */
export function skaterTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<SkaterLine>>[] {
  return [
    ...tournamentColumns<SkaterLine>(intl),
    gamesPlayed<SkaterLine>(intl),
    ...SKATER_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: TournamentRow<SkaterLine>) => row.totals, pick)),
  ];
}

/** SPEC §2 goalie previous tournaments. */
export function goalieTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<GoalieLine>>[] {
  return [
    ...tournamentColumns<GoalieLine>(intl),
    gamesPlayed<GoalieLine>(intl),
    ...GOALIE_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: TournamentRow<GoalieLine>) => row.totals, pick)),
  ];
}

/** The one row of the basketball season averages table. */
export interface AveragesRow {
  id: string;
  team: string;
  averages: BasketballAverages;
}

const shots = (shooting: ShootingAverage) => (shooting.made === null && shooting.attempts === null ? null : `${dash(shooting.made)}/${dash(shooting.attempts)}`);

const AVERAGE_FIGURES: readonly [string, (averages: BasketballAverages) => Cell][] = [
  ['gp', (a) => a.matches],
  ['minutes', (a) => a.minutes],
  ['basketballPoints', (a) => a.points],
  ['rebounds', (a) => a.rebounds],
  ['basketballAssists', (a) => a.assists],
  ['steals', (a) => a.steals],
  ['blocks', (a) => a.blocks],
  ['turnovers', (a) => a.turnovers],
  ['fouls', (a) => a.fouls],
  ['freeThrows', (a) => shots(a.freeThrows)],
  ['freeThrowPct', (a) => a.freeThrows.percent],
  ['twoPointers', (a) => shots(a.twoPointers)],
  ['twoPointPct', (a) => a.twoPointers.percent],
  ['threePointers', (a) => shots(a.threePointers)],
  ['threePointPct', (a) => a.threePointers.percent],
  ['efficiency', (a) => a.efficiency],
];

/** SPEC §2 basketball season averages row: the team, then the per-match figures. */
export function averagesColumns(intl: IntlShape): DataColumn<AveragesRow>[] {
  const column = createColumnHelper<AveragesRow>();
  return [
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
    ...AVERAGE_FIGURES.map(([key, pick]) => figureColumn(intl, key, (row: AveragesRow) => row.averages, pick)),
  ];
}

/** SPEC §2 basketball last tournaments: year, tournament (to its standings), team. */
export function basketballTournamentColumns(intl: IntlShape): DataColumn<BasketballTournamentRow>[] {
  const column = createColumnHelper<BasketballTournamentRow>();
  return [
    column.accessor((row) => row.year ?? undefined, {
      id: 'year',
      header: plain(intl, 'year'),
      cell: (info) => dash(info.getValue()),
      sortUndefined: 'last',
      meta: { numeric: true },
    }),
    column.accessor('tournament', {
      id: 'tournament',
      header: plain(intl, 'tournament'),
      cell: (info) => <MatchLink to={info.row.original.href}>{dash(info.getValue())}</MatchLink>,
    }),
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
  ];
}
