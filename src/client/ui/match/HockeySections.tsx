import { formatMmSs } from '../../domain/time';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Match } from '../../../shared/contract';
import { SIDES, sideName, sortByShirtNumber, type Side } from '../../domain/match/common';
import {
  faceoffPercent,
  gameDetails,
  goalieSavePercent,
  goalieSeconds,
  goalText,
  goalType,
  LINES,
  lineup,
  penaltiesByPeriod,
  penaltyMinutes,
  penaltyTotals,
  playedPeriods,
  scoringSummary,
  skatersOf,
  type PeriodDetail,
  type PlayedPeriod,
  type ScorerRef,
} from '../../domain/match/hockey';
import type { MatchDetailsView } from './details';
import { playerHref, sideOfMatch, type LinkQuery } from './MatchView';
import { SectionBoundary } from './SectionBoundary';
import { dash, PersonLink, StatTable, type Column, type Row } from './StatTable';

interface Props {
  match: Match;
  details: MatchDetailsView;
  query: LinkQuery;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <SectionBoundary fallback={<p>-</p>}>{children}</SectionBoundary>
    </section>
  );
}

/** SPEC §2 ice hockey, in the spec's order. */
export function HockeySections({ match, details, query }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sideOf = sideOfMatch(match);
  const names: Record<Side, string> = { H: sideName(match, 'H'), B: sideName(match, 'B') };
  return (
    <>
      <Section id="hockey-details" title={t('match.hockey.details')}>
        <GameDetails match={match} details={details} names={names} />
      </Section>
      <Section id="hockey-scoring" title={t('match.hockey.scoring')}>
        <ScoringSummary details={details} query={query} names={names} />
      </Section>
      <Section id="hockey-penalties" title={t('match.hockey.penalties')}>
        <PenaltiesByPeriod details={details} query={query} />
      </Section>
      <Section id="hockey-players" title={t('match.hockey.players')}>
        {SIDES.map((side) => (
          <StatTable
            key={side}
            caption={names[side]}
            columns={[
              { key: 'player', label: t('match.col.player') },
              { key: 'no', label: '#', title: t('match.col.number'), numeric: true },
              { key: 'g', label: 'G', title: t('match.col.goals'), numeric: true },
              { key: 'a', label: 'A', title: t('match.col.assists'), numeric: true },
              { key: 'pts', label: 'PTS', title: t('match.col.points'), numeric: true },
              { key: 'pm', label: '+/-', title: t('match.col.plusMinus'), numeric: true },
              { key: 'sog', label: 'SOG', title: t('match.col.shots'), numeric: true },
              { key: 'pim', label: 'PIM', title: t('match.col.pim'), numeric: true },
              { key: 'fo', label: 'FO%', title: t('match.col.faceoffPct'), numeric: true },
              { key: 'toi', label: 'TOI', title: t('match.col.toi'), numeric: true },
            ]}
            rows={skatersOf(details.players, side, sideOf).map((player) => ({
              key: String(player.personId),
              cells: [
                <PersonLink key="n" href={playerHref(query, player.personId, player.orgId)}>{`${player.firstName} ${player.lastName}`.trim() || '-'}</PersonLink>,
                dash(player.shirtNo),
                player.goalsScored,
                player.assists,
                player.pts,
                player.points,
                player.shots,
                player.pim,
                dash(faceoffPercent(player.faceoffs_WinPct)),
                player.playerTimeSeconds !== null ? formatMmSs(player.playerTimeSeconds) : dash(player.playerTime),
              ],
            }))}
          />
        ))}
      </Section>
      <Section id="hockey-goalies" title={t('match.hockey.goalies')}>
        {SIDES.map((side) => (
          <StatTable
            key={side}
            caption={names[side]}
            columns={[
              { key: 'player', label: t('match.col.player') },
              { key: 'no', label: '#', title: t('match.col.number'), numeric: true },
              { key: 'toi', label: 'TOI', title: t('match.col.toi'), numeric: true },
              { key: 'sog', label: 'SOG', title: t('match.col.shotsAgainst'), numeric: true },
              { key: 'sv', label: 'SV', title: t('match.col.saves'), numeric: true },
              { key: 'svp', label: 'SV%', title: t('match.col.savePct'), numeric: true },
            ]}
            rows={sortByShirtNumber(details.goalies.filter((goalie) => sideOf(goalie.orgId) === side)).map((goalie) => {
              const href = playerHref(query, goalie.personId, goalie.orgId);
              return {
                key: String(goalie.personId),
                href: href ?? undefined,
                cells: [
                  <PersonLink key="n" href={href}>{`${goalie.firstName} ${goalie.lastName}`.trim() || '-'}</PersonLink>,
                  dash(goalie.shirtNo),
                  formatMmSs(goalieSeconds(goalie)),
                  goalie.shots,
                  goalie.sv,
                  goalieSavePercent(goalie.sv, goalie.shots),
                ],
              };
            })}
          />
        ))}
      </Section>
      <Section id="hockey-penalty-totals" title={t('match.hockey.penaltyTotals')}>
        <PenaltyTotals match={match} details={details} names={names} />
      </Section>
      <Section id="hockey-lineups" title={t('match.hockey.lineups')}>
        <Lineups match={match} details={details} query={query} names={names} />
      </Section>
    </>
  );
}

/** The column of a played period: its SPEC §2 label, with the full name for SD and SO. */
function periodColumn(period: PlayedPeriod, t: (id: string, values?: Record<string, string | number>) => string): Column {
  return { key: `p${period.periodId}`, label: period.label, title: periodName(period, t), numeric: true };
}

/** A period's name in words: "Period 5" / "5. periode", "Overtime", "Shootout". */
function periodName(period: PlayedPeriod, t: (id: string, values?: Record<string, string | number>) => string): string {
  if (period.kind === 'shootout') return t('match.hockey.shootout');
  if (period.kind === 'overtime') return t('match.hockey.overtime');
  return t('match.hockey.period', { period: period.periodId });
}

function GameDetails({ match, details, names }: { match: Match; details: MatchDetailsView; names: Record<Side, string> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { periods, total, shootout } = gameDetails(details, sideOfMatch(match));
  if (periods.length === 0) return <p>-</p>;
  const columns: Column[] = [
    { key: 'team', label: t('match.col.team') },
    ...periods.map((period) => periodColumn(period, t)),
    { key: 'total', label: t('match.col.total'), numeric: true },
  ];
  const table = (caption: string, pick: (row: PeriodDetail) => Record<Side, number> | null, sum: Record<Side, number>) => (
    <StatTable
      caption={caption}
      columns={columns}
      rows={SIDES.map((side) => ({ key: side, cells: [names[side], ...periods.map((row) => dash(pick(row)?.[side])), sum[side]] }))}
    />
  );
  return (
    <>
      {table(t('match.hockey.goals'), (row) => row.goals, total.goals)}
      {shootout !== null ? <p>{t('match.hockey.shootoutNote', { home: names.H, away: names.B, homeGoals: shootout.H, awayGoals: shootout.B })}</p> : null}
      {table(t('match.hockey.shots'), (row) => row.shots, total.shots)}
      {table(t('match.hockey.penaltyMinutes'), (row) => row.penaltyMinutes, total.penaltyMinutes)}
    </>
  );
}

function personText(person: ScorerRef): string {
  return `${person.shirtNo !== null ? `#${person.shirtNo} ` : ''}${person.name || '-'}`;
}

const scoreOf = (score: Record<Side, number>) => `${score.H}-${score.B}`;

function ScoringSummary({ details, query, names }: { details: MatchDetailsView; query: LinkQuery; names: Record<Side, string> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { lines, shootout } = scoringSummary(details);
  if (lines.length === 0 && shootout === null) return <p>{t('match.hockey.noGoals')}</p>;
  const rows: Row[] = lines.map(({ goal, period, score }, index) => {
    const text = goalText(goal);
    const scorer = <PersonLink href={playerHref(query, goal.personId, goal.orgId)}>{personText(text.scorer)}</PersonLink>;
    const line =
      text.kind === 'twoAssists'
        ? t('match.hockey.goalTwoAssists', { first: personText(text.first), second: personText(text.second) })
        : text.kind === 'oneAssist'
          ? t('match.hockey.goalOneAssist', { first: personText(text.first) })
          : t('match.hockey.goalUnassisted');
    return {
      key: `${goal.periodId}-${goal.periodTime}-${index}`,
      cells: [
        goal.periodTime || '-',
        scoreOf(score),
        <span key="g">{scorer} {line}</span>,
        <abbr key="p" title={periodName(period, t)}>{period.label}</abbr>,
        goal.teamName || names[goal.homeOrAwayTeam],
        goalType(goal.goalTypeId) || '-',
      ],
    };
  });
  if (shootout !== null) {
    // Issue 24 case 2: each scored attempt on its own row under its team, then the tally and the deciding goal.
    shootout.attempts.forEach(({ goal, side, tally }, index) => {
      rows.push({
        key: `shootout-${index}`,
        cells: [
          '-',
          '-',
          <span key="g">
            <PersonLink href={playerHref(query, goal.personId, goal.orgId)}>{personText(goalText(goal).scorer)}</PersonLink>{' '}
            {t('match.hockey.shootoutGoal', { h: tally.H, a: tally.B })}
          </span>,
          <abbr key="p" title={t('match.hockey.shootout')}>SO</abbr>,
          goal.teamName || names[side],
          '-',
        ],
      });
    });
    const tally = t('match.hockey.shootoutTally', { home: names.H, away: names.B, homeGoals: shootout.goals.H, awayGoals: shootout.goals.B });
    const decided =
      shootout.winner === null
        ? ''
        : shootout.deciding !== null
          ? t('match.hockey.shootoutDecidingShooter', { scorer: personText(goalText(shootout.deciding).scorer), team: names[shootout.winner] })
          : t('match.hockey.shootoutWinner', { team: names[shootout.winner] });
    rows.push({
      key: 'shootout',
      cells: [
        '-',
        scoreOf(shootout.score),
        <span key="g">
          {tally}
          {decided !== '' ? `. ${decided}` : ''}
        </span>,
        <abbr key="p" title={t('match.hockey.shootout')}>SO</abbr>,
        shootout.winner !== null ? names[shootout.winner] : '-',
        '-',
      ],
    });
  }
  return (
    <StatTable
      caption={t('match.hockey.scoring')}
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

function PenaltiesByPeriod({ details, query }: { details: MatchDetailsView; query: LinkQuery }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const groups = penaltiesByPeriod(details.penalties, playedPeriods(details));
  if (groups.every((group) => group.penalties.length === 0)) return <p>{t('match.hockey.noPenalties')}</p>;
  return (
    <>
      {groups.map(({ period, penalties }) =>
        penalties.length === 0 ? (
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
            rows={penalties.map((penalty, index) => ({
              key: `${index}`,
              cells: [
                penalty.servingStartTime || '-',
                penalty.teamName || '-',
                <PersonLink key="p" href={playerHref(query, penalty.personId, penalty.orgId)}>
                  {`${penalty.shirtNo !== null ? `#${penalty.shirtNo} ` : ''}${penalty.firstName} ${penalty.lastName}`.trim() || '-'}
                </PersonLink>,
                penalty.infractionType || '-',
                penaltyMinutes(penalty.severityType),
              ],
            }))}
            // The period's total minutes (issue 11 case 6: every per-period table has its total).
            footer={{
              key: 'total',
              cells: [t('match.col.total'), '', '', '', penalties.reduce((sum, penalty) => sum + penaltyMinutes(penalty.severityType), 0)],
            }}
          />
        ),
      )}
    </>
  );
}

function PenaltyTotals({ match, details, names }: { match: Match; details: MatchDetailsView; names: Record<Side, string> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { periods, total } = penaltyTotals(details.penalties, playedPeriods(details), sideOfMatch(match));
  return (
    <StatTable
      caption={t('match.hockey.penaltyTotals')}
      columns={[
        { key: 'team', label: t('match.col.team') },
        ...periods.map(({ period }) => periodColumn(period, t)),
        { key: 'total', label: t('match.col.total'), numeric: true },
      ]}
      rows={SIDES.map((side) => ({
        key: side,
        cells: [names[side], ...periods.map(({ minutes }) => minutes[side]), total[side]],
      }))}
    />
  );
}

function Lineups({ match, details, query, names }: { match: Match; details: MatchDetailsView; query: LinkQuery; names: Record<Side, string> }) {
  const intl = useIntl();
  const [line, setLine] = useState<number>(1);
  const groupId = useId();
  const slots = lineup(details.players, details.lineups, line, sideOfMatch(match));
  return (
    <div>
      <LineTabs role="tablist" aria-label={intl.formatMessage({ id: 'match.hockey.lines' })}>
        {LINES.map((number) => (
          <button
            key={number}
            type="button"
            role="tab"
            id={`${groupId}-tab-${number}`}
            aria-selected={line === number}
            aria-controls={`${groupId}-panel`}
            tabIndex={line === number ? 0 : -1}
            onClick={() => setLine(number)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = ((line - 1 + (event.key === 'ArrowRight' ? 1 : 3)) % 4) + 1;
              setLine(next);
              document.getElementById(`${groupId}-tab-${next}`)?.focus();
            }}
          >
            {intl.formatMessage({ id: 'match.hockey.line' }, { line: number })}
          </button>
        ))}
      </LineTabs>
      <LinePanel role="tabpanel" id={`${groupId}-panel`} aria-labelledby={`${groupId}-tab-${line}`}>
        {SIDES.map((side) => (
          <SideList key={side} aria-label={names[side]} $side={side}>
            {slots[side].length === 0 ? <li>-</li> : null}
            {slots[side].map((slot) => (
              <li key={slot.personId}>
                <Link to={playerHref(query, slot.personId, slot.orgId) ?? '#'}>
                  <Position>{slot.position || '-'}</Position> {dash(slot.number)} {slot.name}
                </Link>
              </li>
            ))}
          </SideList>
        ))}
      </LinePanel>
    </div>
  );
}

const LineTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
  button {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
    font: inherit;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

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
