/**
 * Game flow (issue 16): a text summary, the chart (its own lazy chunk, loaded only when this section
 * renders, in a box of fixed height so nothing shifts) and a table alternative behind a disclosure. One
 * component for every sport and both pages, so the spoiler shield can wrap it in one place.
 */
import { lazy, memo, Suspense, useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { GameFlow as Flow, Side } from '../../domain/gameFlow';
import { periodMessage, type PeriodLabel } from '../../domain/live/periods';
import { StatTable, type Row } from '../match/StatTable';

const FlowChart = lazy(() => import(/* webpackChunkName: "game-flow-chart" */ './FlowChart'));

/** The chart's height in rem: the placeholder holds it while the chunk loads. */
export const CHART_HEIGHT_REM = 14;

export interface GameFlowProps {
  flow: Flow;
  teams: Record<Side, string>;
  /** The section's heading level follows the page (the match page's sections are h2). */
  headingId: string;
}

export function segmentName(intl: IntlShape, label: PeriodLabel): string {
  const message = periodMessage(label);
  return intl.formatMessage({ id: message.id }, message.values);
}

/** The text summary of a flow (also the chart's description). */
export function flowSummary(intl: IntlShape, flow: Flow, teams: Record<Side, string>): string {
  const t = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const names = { home: teams.H, away: teams.B };
  if (flow.sport === 'hockey') {
    const text = t('gameflow.summary.hockey', { ...names, h: flow.final.H, a: flow.final.B, sh: flow.totals.shots.H, sa: flow.totals.shots.B, changes: flow.leadChanges });
    return flow.shootout ? `${text} ${t('gameflow.summary.shootout', { h: flow.shootout.H, a: flow.shootout.B })}` : text;
  }
  if (flow.sport === 'basketball') {
    return t('gameflow.summary.basketball', { ...names, h: flow.final.H, a: flow.final.B, changes: flow.leadChanges, ties: flow.ties, lh: flow.largestLead.H, la: flow.largestLead.B });
  }
  const sets = flow.perSegment.map((set) => `${set.points.H}–${set.points.B}`).join(', ');
  return t('gameflow.summary.volleyball', { ...names, h: flow.setsWon.H, a: flow.setsWon.B, sets: sets === '' ? '-' : sets });
}

function tableOf(intl: IntlShape, flow: Flow, teams: Record<Side, string>) {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = (index: number) => {
    const segment = flow.segments[index];
    return segment ? segmentName(intl, segment.label) : '-';
  };
  if (flow.sport === 'hockey') {
    const columns = [
      { key: 'period', label: t('gameflow.col.period') },
      { key: 'shotsH', label: t('gameflow.col.shots', { team: teams.H }), numeric: true },
      { key: 'shotsB', label: t('gameflow.col.shots', { team: teams.B }), numeric: true },
      { key: 'goalsH', label: t('gameflow.col.goals', { team: teams.H }), numeric: true },
      { key: 'goalsB', label: t('gameflow.col.goals', { team: teams.B }), numeric: true },
    ];
    const rows: Row[] = flow.perSegment.map((entry, index) => ({ key: String(index), cells: [name(index), entry.shots.H, entry.shots.B, entry.goals.H, entry.goals.B] }));
    const footer: Row = { key: 'total', cells: [t('gameflow.total'), flow.totals.shots.H, flow.totals.shots.B, flow.totals.goals.H, flow.totals.goals.B] };
    return { columns, rows, footer };
  }
  if (flow.sport === 'basketball') {
    const lead = (diff: number) => (diff === 0 ? t('gameflow.level') : `${diff > 0 ? teams.H : teams.B} +${Math.abs(diff)}`);
    const columns = [
      { key: 'period', label: t('gameflow.col.period') },
      { key: 'pointsH', label: t('gameflow.col.points', { team: teams.H }), numeric: true },
      { key: 'pointsB', label: t('gameflow.col.points', { team: teams.B }), numeric: true },
      { key: 'lead', label: t('gameflow.col.lead') },
    ];
    const rows: Row[] = flow.perSegment.map((entry, index) => ({ key: String(index), cells: [name(index), entry.points.H, entry.points.B, lead(entry.diffAtEnd)] }));
    const footer: Row = { key: 'total', cells: [t('gameflow.total'), flow.final.H, flow.final.B, lead(flow.final.H - flow.final.B)] };
    return { columns, rows, footer };
  }
  const columns = [
    { key: 'set', label: t('gameflow.col.set') },
    { key: 'pointsH', label: t('gameflow.col.points', { team: teams.H }), numeric: true },
    { key: 'pointsB', label: t('gameflow.col.points', { team: teams.B }), numeric: true },
    { key: 'winner', label: t('gameflow.col.winner') },
  ];
  const rows: Row[] = flow.perSegment.map((entry, index) => ({ key: String(index), cells: [name(index), entry.points.H, entry.points.B, entry.winner ? teams[entry.winner] : '-'] }));
  const footer: Row = { key: 'total', cells: [t('gameflow.col.setsWon'), flow.setsWon.H, flow.setsWon.B, ''] };
  return { columns, rows, footer };
}

/** Memoized: the live page re-renders on every tick of its filters and tabs; the flow changes only with events. */
export const GameFlow = memo(function GameFlow({ flow, teams, headingId }: GameFlowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const summaryId = useId();
  const summary = flowSummary(intl, flow, teams);
  // The table is built only while the disclosure is open: a live match re-renders on every event.
  const [tableOpen, setTableOpen] = useState(false);
  const table = tableOpen ? tableOf(intl, flow, teams) : null;
  const hockey = flow.sport === 'hockey' ? flow : null;
  return (
    <Section aria-labelledby={headingId} data-testid="game-flow">
      <h2 id={headingId}>{t('gameflow.title')}</h2>
      <p id={summaryId}>{summary}</p>
      <ChartBox>
        <Suspense fallback={<Placeholder role="status">{t('gameflow.loading')}</Placeholder>}>
          <FlowChart
            flow={flow}
            teams={teams}
            name={t(`gameflow.chart.${flow.sport}`)}
            describedBy={summaryId}
            segmentNames={flow.segments.map((segment) => segmentName(intl, segment.label))}
          />
        </Suspense>
      </ChartBox>
      <details onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>{t('gameflow.showTable')}</summary>
        {table && <StatTable caption={t(`gameflow.table.${flow.sport}`)} columns={table.columns} rows={table.rows} footer={table.footer} />}
        {table && hockey && hockey.goals.length > 0 && (
          <>
            <h3>{t('gameflow.goals')}</h3>
            <ol>
              {hockey.goals.map((goal, index) => (
                <li key={index}>
                  {t('gameflow.goal', {
                    period: segmentName(intl, flow.segments[goal.segment]?.label ?? { kind: 'period', n: goal.segment + 1 }),
                    clock: goal.clock ?? '-',
                    scorer: goal.scorer === '' ? '-' : goal.scorer,
                    team: teams[goal.side],
                    h: goal.score.H,
                    a: goal.score.B,
                  })}
                </li>
              ))}
            </ol>
          </>
        )}
      </details>
    </Section>
  );
});

const Section = styled.section`
  max-width: 60rem;
  min-width: 0;
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  h3 {
    font-size: 1rem;
  }
`;

const ChartBox = styled.div`
  height: ${CHART_HEIGHT_REM}rem;
  width: 100%;
`;

const Placeholder = styled.p`
  height: 100%;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;
