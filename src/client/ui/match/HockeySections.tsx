import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DECIMALS, formatDecimal } from '../../domain/formatNumbers';
import { languageOfLocale } from '../../domain/language';
import { SIDES, type Side } from '../../domain/match/common';
import { LINES, type PlayedPeriod } from '../../domain/match/hockey';
import type { GoalAssists, HockeyMatchModel, SideRowModel } from '../../domain/match/rows';
import { termIn } from '../../domain/terms';
import { positionText } from '../people/positionText';
import { Tabs, type TabDef } from '../Tabs';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable, type Column, type Row } from './StatTable';

type Translate = (id: string, values?: Record<string, string | number>) => string;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <SectionBoundary fallback={<p>-</p>}>{children}</SectionBoundary>
    </section>
  );
}

/** SPEC §2 ice hockey, in the spec's order, from the row model (state/match/sectionSelectors). */
/**
 * Issue 25 case 5: what to show in place of a section whose read failed (the page's failed-part notice),
 * so a failed read never shows as "no goals" or an empty table.
 */
export type HockeyFailedSections = Partial<Record<'details' | 'scoring' | 'penalties' | 'penaltyTotals' | 'players' | 'goalies' | 'lineups', ReactNode>>;

export function HockeySections({ model, failed = {} }: { model: HockeyMatchModel; failed?: HockeyFailedSections }) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { names } = model;
  return (
    <>
      <Section id="hockey-details" title={t('match.hockey.details')}>
        {failed.details ?? <GameDetails model={model} t={t} />}
      </Section>
      <Section id="hockey-scoring" title={t('match.hockey.scoring')}>
        {failed.scoring ?? <ScoringSummary model={model} t={t} />}
      </Section>
      <Section id="hockey-penalties" title={t('match.hockey.penalties')}>
        {failed.penalties ?? <PenaltiesByPeriod model={model} t={t} />}
      </Section>
      <Section id="hockey-players" title={t('match.hockey.players')}>
        {failed.players ??
          SIDES.map((side) => (
          <StatTable
            key={side}
            caption={names[side]}
            columns={[
              { key: 'player', label: t('match.col.player') },
              { key: 'no', label: '#', title: t('match.col.number'), numeric: true, phoneKey: true },
              { key: 'g', label: 'G', title: t('match.col.goals'), numeric: true, phoneKey: true },
              { key: 'a', label: 'A', title: t('match.col.assists'), numeric: true, phoneKey: true },
              { key: 'pts', label: 'PTS', title: t('match.col.points'), numeric: true, phoneKey: true },
              { key: 'pm', label: '+/-', title: t('match.col.plusMinus'), numeric: true },
              { key: 'sog', label: 'SOG', title: t('match.col.shots'), numeric: true },
              { key: 'pim', label: 'PIM', title: t('match.col.pim'), numeric: true },
              { key: 'fo', label: 'FO%', title: t('match.col.faceoffPct'), numeric: true },
              { key: 'toi', label: 'TOI', title: t('match.col.toi'), numeric: true },
            ]}
            rows={model.skaters[side].map((row) => ({
              key: row.key,
              cells: [
                <PersonLink key="n" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                dash(row.shirtNo),
                row.goals,
                row.assists,
                row.points,
                row.plusMinus,
                row.shots,
                row.pim,
                formatDecimal(intl, row.faceoffPct, DECIMALS.faceoffPercent),
                dash(row.timeOnIce),
              ],
            }))}
          />
        ))}
      </Section>
      <Section id="hockey-goalies" title={t('match.hockey.goalies')}>
        {failed.goalies ??
          SIDES.map((side) => (
          <StatTable
            key={side}
            caption={names[side]}
            columns={[
              { key: 'player', label: t('match.col.player') },
              { key: 'no', label: '#', title: t('match.col.number'), numeric: true, phoneKey: true },
              { key: 'toi', label: 'TOI', title: t('match.col.toi'), numeric: true },
              { key: 'sog', label: 'SOG', title: t('match.col.shotsAgainst'), numeric: true },
              { key: 'sv', label: 'SV', title: t('match.col.saves'), numeric: true, phoneKey: true },
              { key: 'svp', label: 'SV%', title: t('match.col.savePct'), numeric: true, phoneKey: true },
            ]}
            rows={model.goalies[side].map((row) => ({
              key: row.key,
              href: row.player.href ?? undefined,
              cells: [
                <PersonLink key="n" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                dash(row.shirtNo),
                row.timeOnIce,
                row.shots,
                row.saves,
                formatDecimal(intl, row.savePct, DECIMALS.savePercent),
              ],
            }))}
          />
        ))}
      </Section>
      <Section id="hockey-penalty-totals" title={t('match.hockey.penaltyTotals')}>
        {failed.penaltyTotals ?? <PeriodTable caption={t('match.hockey.penaltyTotals')} captionHidden periods={model.penaltyTotals.periods} rows={model.penaltyTotals.rows} t={t} />}
      </Section>
      <Section id="hockey-lineups" title={t('match.hockey.lineups')}>
        {failed.lineups ?? <Lineups model={model} />}
      </Section>
    </>
  );
}

/** The column of a played period: its SPEC §2 label, with the full name for overtime and SO. */
function periodColumn(period: PlayedPeriod, t: Translate): Column {
  return { key: `p${period.periodId}`, label: periodShort(period, t), title: periodName(period, t), numeric: true };
}

/**
 * A period's short label: SPEC §2's "SD" is the Norwegian word (sudden death); issue 27 case 6: overtime
 * reads in the page's language ("OT" in English). Numbers and "SO" read the same in both.
 */
function periodShort(period: PlayedPeriod, t: Translate): string {
  return period.kind === 'overtime' ? t('match.hockey.overtimeShort') : period.label;
}

/** A period's name in words: "Period 5" / "5. periode", "Overtime", "Shootout". */
function periodName(period: PlayedPeriod, t: Translate): string {
  if (period.kind === 'shootout') return t('match.hockey.shootout');
  if (period.kind === 'overtime') return t('match.hockey.overtime');
  return t('match.hockey.period', { period: period.periodId });
}

/** A table of one row per side: the team, a cell per played period, the total. */
function PeriodTable({
  caption,
  captionHidden,
  periods,
  rows,
  t,
}: {
  caption: string;
  /** Issue 27 case 7: the section's heading already says what the table is; the caption stays for screen readers. */
  captionHidden?: boolean;
  periods: readonly PlayedPeriod[];
  rows: readonly SideRowModel[];
  t: Translate;
}) {
  return (
    <StatTable
      caption={caption}
      captionHidden={captionHidden}
      columns={[
        { key: 'team', label: t('match.col.team') },
        ...periods.map((period) => periodColumn(period, t)),
        { key: 'total', label: t('match.col.total'), numeric: true },
      ]}
      rows={rows.map((row) => ({ key: row.side, cells: [row.team, ...row.cells.map((cell) => dash(cell)), row.total] }))}
    />
  );
}

function GameDetails({ model, t }: { model: HockeyMatchModel; t: Translate }) {
  const { periods, goals, shots, penaltyMinutes, shootout } = model.gameDetails;
  if (periods.length === 0) return <p>-</p>;
  return (
    <>
      <PeriodTable caption={t('match.hockey.goals')} periods={periods} rows={goals} t={t} />
      {shootout !== null ? (
        <p>{t('match.hockey.shootoutNote', { home: model.names.H, away: model.names.B, homeGoals: shootout.H, awayGoals: shootout.B })}</p>
      ) : null}
      <PeriodTable caption={t('match.hockey.shots')} periods={periods} rows={shots} t={t} />
      <PeriodTable caption={t('match.hockey.penaltyMinutes')} periods={periods} rows={penaltyMinutes} t={t} />
    </>
  );
}

function assistText(assists: GoalAssists, t: Translate): string {
  if (assists.kind === 'twoAssists') return t('match.hockey.goalTwoAssists', { first: assists.first, second: assists.second });
  if (assists.kind === 'oneAssist') return t('match.hockey.goalOneAssist', { first: assists.first });
  return t('match.hockey.goalUnassisted');
}

function ScoringSummary({ model, t }: { model: HockeyMatchModel; t: Translate }) {
  const { names } = model;
  const { lines, shootout } = model.scoring;
  if (lines.length === 0 && shootout === null) return <p>{t('match.hockey.noGoals')}</p>;
  const rows: Row[] = lines.map((line) => ({
    key: line.key,
    cells: [
      dash(line.time),
      line.score,
      <span key="g">
        <PersonLink href={line.scorer.href}>{line.scorer.name || '-'}</PersonLink> {assistText(line.assists, t)}
      </span>,
      <abbr key="p" title={periodName(line.period, t)}>{periodShort(line.period, t)}</abbr>,
      line.team,
      dash(line.goalType),
    ],
  }));
  if (shootout !== null) {
    // Issue 24 case 2: each scored attempt on its own row under its team, then the tally and the deciding goal.
    for (const attempt of shootout.attempts) {
      rows.push({
        key: attempt.key,
        cells: [
          '-',
          '-',
          <span key="g">
            <PersonLink href={attempt.scorer.href}>{attempt.scorer.name || '-'}</PersonLink> {t('match.hockey.shootoutGoal', { h: attempt.tally.H, a: attempt.tally.B })}
          </span>,
          <abbr key="p" title={t('match.hockey.shootout')}>SO</abbr>,
          attempt.team,
          '-',
        ],
      });
    }
    const tally = t('match.hockey.shootoutTally', { home: names.H, away: names.B, homeGoals: shootout.goals.H, awayGoals: shootout.goals.B });
    const decided =
      shootout.winner === null
        ? ''
        : shootout.decidingScorer !== null
          ? t('match.hockey.shootoutDecidingShooter', { scorer: shootout.decidingScorer, team: shootout.winner })
          : t('match.hockey.shootoutWinner', { team: shootout.winner });
    rows.push({
      key: 'shootout',
      cells: [
        '-',
        shootout.score,
        <span key="g">
          {tally}
          {decided !== '' ? `. ${decided}` : ''}
        </span>,
        <abbr key="p" title={t('match.hockey.shootout')}>SO</abbr>,
        dash(shootout.winner),
        '-',
      ],
    });
  }
  return (
    <StatTable
      caption={t('match.hockey.scoring')}
      // Issue 27 case 7: the section's heading names the table; its caption is for screen readers.
      captionHidden
      columns={[
        // The goal (scorer and assists) right after the time and score, so a phone shows who scored without scrolling.
        { key: 'time', label: t('match.col.time') },
        { key: 'score', label: t('match.col.score') },
        { key: 'goal', label: t('match.col.goal'), wrap: true },
        { key: 'period', label: t('match.col.period') },
        { key: 'team', label: t('match.col.team') },
        { key: 'type', label: t('match.col.goalType') },
      ]}
      rows={rows}
    />
  );
}

function PenaltiesByPeriod({ model, t }: { model: HockeyMatchModel; t: Translate }) {
  const language = languageOfLocale(useIntl().locale);
  const groups = model.penalties;
  if (groups.every((group) => group.rows.length === 0)) return <p>{t('match.hockey.noPenalties')}</p>;
  return (
    <>
      {groups.map(({ period, rows, totalMinutes }) =>
        rows.length === 0 ? (
          <EmptyPeriod key={period.periodId}>
            <strong>{periodName(period, t)}</strong>: {t('match.hockey.noPenaltiesInPeriod')}
          </EmptyPeriod>
        ) : (
          <StatTable
            key={period.periodId}
            caption={periodName(period, t)}
            columns={[
              { key: 'time', label: t('match.col.time') },
              { key: 'team', label: t('match.col.team') },
              { key: 'player', label: t('match.col.player') },
              { key: 'infraction', label: t('match.col.infraction') },
              { key: 'min', label: t('match.col.minutes'), numeric: true },
            ]}
            rows={rows.map((row) => ({
              key: row.key,
              cells: [
                dash(row.time),
                dash(row.team),
                <PersonLink key="p" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                // Issue 27 case 6: the infraction in the page's language ("Hooking" reads "Hekting" in Norwegian).
                dash(termIn(language, 'infraction', row.infraction)),
                row.minutes,
              ],
            }))}
            // The period's total minutes (issue 11 case 6: every per-period table has its total).
            footer={{ key: 'total', cells: [t('match.col.total'), '', '', '', totalMinutes] }}
          />
        ),
      )}
    </>
  );
}

function Lineups({ model }: { model: HockeyMatchModel }) {
  const intl = useIntl();
  const [line, setLine] = useState<(typeof LINES)[number]>(1);
  const tabs = LINES.map(
    (number): TabDef => ({
      key: String(number),
      label: intl.formatMessage({ id: 'match.hockey.line' }, { line: number }),
      render: () => (
        <LinePanel>
          {SIDES.map((side) => (
            <SideList key={side} aria-label={model.names[side]} $side={side}>
              {model.lineups[number][side].length === 0 ? <li>-</li> : null}
              {model.lineups[number][side].map((slot) => (
                <li key={slot.key}>
                  <Link to={slot.href ?? '#'}>
                    <Position>{positionText(intl, slot.position) ?? '-'}</Position> {dash(slot.number)} {slot.name}
                  </Link>
                </li>
              ))}
            </SideList>
          ))}
        </LinePanel>
      ),
    }),
  );
  return (
    <Tabs
      label={intl.formatMessage({ id: 'match.hockey.lines' })}
      look="buttons"
      tabs={tabs}
      active={String(line)}
      onChange={(key) => setLine(LINES.find((number) => String(number) === key) ?? 1)}
    />
  );
}

const LinePanel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SideList = styled.ul<{ $side: Side }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ $side, theme }) => ($side === 'H' ? theme.colors.liveHome : theme.colors.liveAway)};
  a {
    color: ${({ $side, theme }) => ($side === 'H' ? theme.colors.liveHome : theme.colors.liveAwayText)};
    font-weight: 600;
  }
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

const Position = styled.span`
  display: inline-block;
  min-width: 2.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EmptyPeriod = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
