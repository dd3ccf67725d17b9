/**
 * SPEC §2 statistics expandable rows: a player's or goalie's matches in the league, under his row. The
 * game lines are the profile's (domain/profile skaterGameLine, goalieGameLine), so a match reads the same
 * here and on the profile; the headers are the profile's abbreviations with their full names as titles,
 * and the match links to its match page. Props in, JSX out.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GoalieLine, SkaterLine } from '../../domain/profile';
import { FailureText, LoadingText } from '../PageMessage';
import { goalieGameColumns, skaterGameColumns, type GameColumnsRow } from '../profile/gameColumns';
import { DataTable, type DataColumn } from '../table';

/** One match of the breakdown (the profile's game row). */
export type BreakdownGame<L> = GameColumnsRow<L>;

export type BreakdownState<R> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: readonly R[] };

/** SPEC §9: an expanded row's matches page by 10 (the statistics page size on a phone). */
const BREAKDOWN_PAGE = 10;

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
      <FailureText role="alert">
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
  const columns = useMemo(() => skaterGameColumns<BreakdownGame<SkaterLine>>(intl), [intl]);
  return <Breakdown state={state} columns={columns} texts={texts} />;
}

/** A goalie's matches: date, match, TOI, W, T, L, SO, GA, GAA, SV, SV%. */
export function GoalieGamesBreakdown({ state, texts }: { state: BreakdownState<BreakdownGame<GoalieLine>>; texts: Texts }) {
  const intl = useIntl();
  const columns = useMemo(() => goalieGameColumns<BreakdownGame<GoalieLine>>(intl), [intl]);
  return <Breakdown state={state} columns={columns} texts={texts} />;
}
