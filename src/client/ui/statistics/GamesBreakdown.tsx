/**
 * SPEC §2 statistics expandable rows: a player's or goalie's matches in the league, under his row. The
 * game lines are the profile's (domain/profile skaterGameLine, goalieGameLine), so a match reads the same
 * here and on the profile; the headers are the profile's abbreviations with their full names as titles,
 * and the match links to its match page. Props in, JSX out.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GoalieLine, SkaterLine } from '../../domain/profile';
import { FailureText, LoadingText } from '../PageMessage';
import { DataTable, type DataColumn } from '../table';

/** One match of the breakdown (the profile's game row). */
export interface BreakdownGame<L> {
  id: string;
  /** `YYYY-MM-DD`, or '' when unknown. */
  day: string;
  /** "Home – Away"; '' when unknown. */
  match: string;
  matchHref: string;
  line: L;
}

export type BreakdownState<R> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: readonly R[] };

type Cell = number | string | null | undefined;

/** SPEC §9: an expanded row's matches page by 10 (the statistics page size on a phone). */
const BREAKDOWN_PAGE = 10;

const dash = (value: Cell): string => (value === null || value === undefined || value === '' ? '-' : String(value));

function dayText(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '-';
  return intl.formatDate(Date.UTC(year, month - 1, date), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

function figure<L>(intl: IntlShape, key: string, pick: (line: L) => Cell): DataColumn<BreakdownGame<L>> {
  return {
    id: key,
    header: intl.formatMessage({ id: `profile.short.${key}` }),
    accessorFn: (row: BreakdownGame<L>) => pick(row.line) ?? undefined,
    cell: (info) => dash(info.getValue() as Cell),
    sortUndefined: 'last',
    meta: { numeric: true, title: intl.formatMessage({ id: `profile.long.${key}` }) },
  };
}

function matchColumns<L>(intl: IntlShape): DataColumn<BreakdownGame<L>>[] {
  const column = createColumnHelper<BreakdownGame<L>>();
  return [
    column.accessor('day', { id: 'date', header: intl.formatMessage({ id: 'profile.short.date' }), cell: (info) => dayText(intl, info.getValue()) }),
    column.accessor('match', {
      id: 'match',
      header: intl.formatMessage({ id: 'profile.short.match' }),
      cell: (info) => <MatchLink to={info.row.original.matchHref}>{info.getValue() || intl.formatMessage({ id: 'profile.matchLink' })}</MatchLink>,
    }),
  ];
}

const SKATER: readonly [string, (line: SkaterLine) => Cell][] = [
  ['goals', (line) => line.goals],
  ['assists', (line) => line.assists],
  ['points', (line) => line.points],
  ['plusMinus', (line) => line.plusMinus],
  ['pim', (line) => line.penaltyMinutes],
  ['ppg', (line) => line.powerPlayGoals],
  ['ppa', (line) => line.powerPlayAssists],
  ['shg', (line) => line.shortHandedGoals],
  ['sha', (line) => line.shortHandedAssists],
  ['gwg', (line) => line.gameWinningGoals],
  ['sog', (line) => line.shotsOnGoal],
  ['shotPct', (line) => line.shotPercent],
  ['faceoffs', (line) => line.faceoffs],
  ['faceoffPct', (line) => line.faceoffPercent],
  ['toi', (line) => line.timeOnIce],
];

const GOALIE: readonly [string, (line: GoalieLine) => Cell][] = [
  ['toi', (line) => line.timeOnIce],
  ['wins', (line) => line.wins],
  ['ties', (line) => line.ties],
  ['losses', (line) => line.losses],
  ['shutouts', (line) => line.shutouts],
  ['goalsAgainst', (line) => line.goalsAgainst],
  ['gaa', (line) => line.goalsAgainstAverage],
  ['saves', (line) => line.saves],
  ['savePct', (line) => line.savePercent],
];

interface Texts {
  caption: string;
  loading: string;
  failed: string;
  empty: string;
}

function Breakdown<L>({ state, columns, texts }: { state: BreakdownState<BreakdownGame<L>>; columns: readonly DataColumn<BreakdownGame<L>>[]; texts: Texts }) {
  if (state.status === 'loading') return <LoadingText role="status">{texts.loading}</LoadingText>;
  if (state.status === 'failed')
    return (
      <FailureText role="alert" title={state.error || undefined}>
        {texts.failed}
      </FailureText>
    );
  return (
    <DataTable
      caption={texts.caption}
      columns={columns}
      data={state.data}
      getRowId={(game) => game.id}
      rowHeaderColumn="match"
      defaultSort={[{ id: 'date', desc: true }]}
      pageSize={BREAKDOWN_PAGE}
      empty={<p>{texts.empty}</p>}
    />
  );
}

/** A skater's matches: date, match, G … TOI. */
export function SkaterGamesBreakdown({ state, texts }: { state: BreakdownState<BreakdownGame<SkaterLine>>; texts: Texts }) {
  const intl = useIntl();
  const columns = useMemo(() => [...matchColumns<SkaterLine>(intl), ...SKATER.map(([key, pick]) => figure(intl, key, pick))], [intl]);
  return <Breakdown state={state} columns={columns} texts={texts} />;
}

/** A goalie's matches: date, match, TOI, W, T, L, SO, GA, GAA, SV, SV%. */
export function GoalieGamesBreakdown({ state, texts }: { state: BreakdownState<BreakdownGame<GoalieLine>>; texts: Texts }) {
  const intl = useIntl();
  const columns = useMemo(() => [...matchColumns<GoalieLine>(intl), ...GOALIE.map(([key, pick]) => figure(intl, key, pick))], [intl]);
  return <Breakdown state={state} columns={columns} texts={texts} />;
}

const MatchLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
