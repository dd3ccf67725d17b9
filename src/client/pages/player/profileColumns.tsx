/**
 * The player profile's table columns (SPEC §2 Player profile), declared once per table beside the page:
 * abbreviated headers with their full names as titles (as the standings page), a dash for a missing figure,
 * the match of a game as a link to its match page.
 */
import { createColumnHelper } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import type { BasketballAverages, GoalieLine, ShootingAverage, SkaterLine } from '../../domain/profile';
import type { BasketballTournamentRow, TournamentRow } from '../../state/profile/selectors';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import { dash, figureColumn, GOALIE_FIGURES, MatchLink, SKATER_FIGURES, type Figure } from '../../ui/profile/gameColumns';
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

/**
 * SPEC §2 skater previous tournaments: the tournament, its year and team, then its totals. A tournament's
 * faceoff percentage is by the season rule, a whole percent (domain/profile `skaterTotals`).
 */
export function skaterTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<SkaterLine>>[] {
  return [
    ...tournamentColumns<SkaterLine>(intl),
    gamesPlayed<SkaterLine>(intl),
    ...SKATER_FIGURES.map(([key, pick, digits]) => figureColumn(intl, key, (row: TournamentRow<SkaterLine>) => row.totals, pick, key === 'faceoffPct' ? 0 : digits)),
  ];
}

/** SPEC §2 goalie previous tournaments. */
export function goalieTournamentColumns(intl: IntlShape): DataColumn<TournamentRow<GoalieLine>>[] {
  return [
    ...tournamentColumns<GoalieLine>(intl),
    gamesPlayed<GoalieLine>(intl),
    ...GOALIE_FIGURES.map(([key, pick, digits]) => figureColumn(intl, key, (row: TournamentRow<GoalieLine>) => row.totals, pick, digits)),
  ];
}

/** The one row of the basketball season averages table. */
export interface AveragesRow {
  id: string;
  team: string;
  averages: BasketballAverages;
}

/** Made/attempted per match, one decimal each in the reader's language ("2,5/3,1"); null when neither is known. */
function shots(intl: IntlShape, shooting: ShootingAverage): string | null {
  if (shooting.made === null && shooting.attempts === null) return null;
  return `${formatDecimal(intl, shooting.made, DECIMALS.perMatch)}/${formatDecimal(intl, shooting.attempts, DECIMALS.perMatch)}`;
}

function averageFigures(intl: IntlShape): readonly Figure<BasketballAverages>[] {
  const perMatch = DECIMALS.perMatch;
  return [
    ['gp', (a) => a.matches],
    ['minutes', (a) => a.minutes],
    ['basketballPoints', (a) => a.points, perMatch],
    ['rebounds', (a) => a.rebounds, perMatch],
    ['basketballAssists', (a) => a.assists, perMatch],
    ['steals', (a) => a.steals, perMatch],
    ['blocks', (a) => a.blocks, perMatch],
    ['turnovers', (a) => a.turnovers, perMatch],
    ['fouls', (a) => a.fouls, perMatch],
    ['freeThrows', (a) => shots(intl, a.freeThrows)],
    ['freeThrowPct', (a) => a.freeThrows.percent],
    ['twoPointers', (a) => shots(intl, a.twoPointers)],
    ['twoPointPct', (a) => a.twoPointers.percent],
    ['threePointers', (a) => shots(intl, a.threePointers)],
    ['threePointPct', (a) => a.threePointers.percent],
    ['efficiency', (a) => a.efficiency, DECIMALS.efficiency],
  ];
}

/** SPEC §2 basketball season averages row: the team, then the per-match figures (issue 27 case 4: "4,1" in Norwegian). */
export function averagesColumns(intl: IntlShape): DataColumn<AveragesRow>[] {
  const column = createColumnHelper<AveragesRow>();
  return [
    column.accessor('team', { id: 'team', header: plain(intl, 'team'), cell: (info) => dash(info.getValue()) }),
    ...averageFigures(intl).map(([key, pick, digits]) => figureColumn(intl, key, (row: AveragesRow) => row.averages, pick, digits)),
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
