/**
 * SPEC §2 play-by-play: the filtered rows, newest first, one line each — an event, or a line change folded
 * into one row (issue 11 case 4) whose players each keep their event's `data-client-id`.
 */
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { LIVE_EVENT_TYPE, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { periodMessage } from '../../domain/live/periods';
import type { EventRow, PlayRow, ShiftMove, ShiftRow } from '../../domain/live/playByPlay';
import { BASKETBALL_SHOT_POINTS, sideOf, type Side } from '../../domain/live/score';

function who(player: LivePlayer | null | undefined): string {
  if (!player) return '';
  const name = `${player.FirstName} ${player.LastName}`.trim();
  return player.ShirtNo === null ? name : `#${player.ShirtNo} ${name}`;
}

/** "#50 Hansen": a change lists many players, so their number and last name. */
function shortWho(player: LivePlayer | null): string {
  if (!player) return '?';
  return player.ShirtNo === null ? player.LastName : `#${player.ShirtNo} ${player.LastName}`;
}

/** The line of text for one event (SPEC §5: goal text for two assists, one assist, unassisted). */
export function eventText(intl: IntlShape, e: LiveEvent): string {
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const player = who(e.Player);
  const score = typeof e.h === 'number' && typeof e.a === 'number' ? ` (${e.h} - ${e.a})` : '';
  switch (e.MatchEventType) {
    case LIVE_EVENT_TYPE.goal: {
      const assists = [e.FirstAssist, e.SecondAssist].filter((p): p is LivePlayer => !!p).map(who);
      if (assists.length === 2) return f('live.event.goalTwoAssists', { player, first: assists[0] ?? '', second: assists[1] ?? '' }) + score;
      if (assists.length === 1) return f('live.event.goalOneAssist', { player, first: assists[0] ?? '' }) + score;
      return f('live.event.goalUnassisted', { player }) + score;
    }
    case LIVE_EVENT_TYPE.penalty:
      return f('live.event.penalty', { player, infraction: e.InfractionName ?? '', minutes: e.Minutes ?? 0 });
    case LIVE_EVENT_TYPE.shot:
      if (typeof e.ShotResult === 'number' && e.ShotResult in BASKETBALL_SHOT_POINTS) {
        const points = BASKETBALL_SHOT_POINTS[e.ShotResult] ?? 0;
        return (points > 0 ? f('live.event.shotMade', { player, points }) : f('live.event.shotMissed', { player })) + score;
      }
      return f('live.event.shot', { player });
    case LIVE_EVENT_TYPE.faceoff:
      return f('live.event.faceoff', { player, opponent: who(e.Opponent) });
    case LIVE_EVENT_TYPE.penaltyShot:
      return f(e.ResultText === 'Goal' ? 'live.event.penaltyShotGoal' : 'live.event.penaltyShotMiss', { player }) + score;
    case LIVE_EVENT_TYPE.shootout:
      return f(e.ResultText === 'Goal' ? 'live.event.shootoutGoal' : 'live.event.shootoutMiss', { player, round: e.RoundNo ?? 0 });
    case LIVE_EVENT_TYPE.timeout:
      return f('live.event.timeout');
    case LIVE_EVENT_TYPE.timer:
      return e.TypeName ? f(`live.period.${e.TypeName.replace(/\s+/g, '')}`) : '';
    case LIVE_EVENT_TYPE.playerTime:
      return f(e.Direction === 'In' ? 'live.event.playerIn' : 'live.event.playerOut', { player });
    case LIVE_EVENT_TYPE.substitution:
      return f('live.event.substitution', { in: who(e.PlayerIn), out: who(e.PlayerOut) });
    case LIVE_EVENT_TYPE.foul:
      return f('live.event.foul', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.offensiveRebound:
      return f('live.event.offensiveRebound', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.defensiveRebound:
      return f('live.event.defensiveRebound', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.turnover:
      return f('live.event.turnover', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.steal:
      return f('live.event.steal', { player });
    case LIVE_EVENT_TYPE.block:
      return f('live.event.block', { player });
    case LIVE_EVENT_TYPE.point:
      return f('live.event.point', { player: player || f('live.event.opponentError') }) + score;
    default:
      return e.TypeName ?? e.MatchEventType;
  }
}

/** The label before the players who came on in a change: the goalie, their line, or plain "on". */
function onLabel(intl: IntlShape, row: ShiftRow): string {
  if (row.goalie) return intl.formatMessage({ id: 'live.shift.goalieOn' });
  return row.line === null ? intl.formatMessage({ id: 'live.shift.on' }) : intl.formatMessage({ id: 'live.shift.lineOn' }, { n: row.line });
}

function Moves({ moves }: { moves: readonly ShiftMove[] }) {
  return (
    <>
      {moves.map((move, index) => (
        <span key={move.clientId} data-client-id={move.clientId}>
          {index > 0 ? ', ' : ''}
          {shortWho(move.player)}
        </span>
      ))}
    </>
  );
}

/** "Line 2 on: #50 Hansen, #24 Berg … · Off: #12 Dahl …"; a goalie change says "Goalie on/off". */
function ShiftText({ row }: { row: ShiftRow }) {
  const intl = useIntl();
  const offLabel = intl.formatMessage({ id: row.goalie ? 'live.shift.goalieOff' : 'live.shift.off' });
  return (
    <span>
      {row.on.length > 0 && (
        <>
          {onLabel(intl, row)}: <Moves moves={row.on} />
        </>
      )}
      {row.on.length > 0 && row.off.length > 0 && ' · '}
      {row.off.length > 0 && (
        <>
          {offLabel}: <Moves moves={row.off} />
        </>
      )}
    </span>
  );
}

/** An event's text; a period's start or end names the period ("Period start · Overtime"). */
function rowText(intl: IntlShape, row: EventRow): string {
  const text = eventText(intl, row.event);
  if (row.period === null) return text;
  const period = periodMessage(row.period);
  return `${text} · ${intl.formatMessage({ id: period.id }, period.values)}`;
}

export interface PlayByPlayProps {
  rows: readonly PlayRow[];
  homeShort: string;
  awayShort: string;
  label: string;
  emptyText: string;
}

export function PlayByPlay({ rows, homeShort, awayShort, label, emptyText }: PlayByPlayProps) {
  const intl = useIntl();
  if (rows.length === 0) return <p role="status">{emptyText}</p>;
  const tag = (side: Side | null) => (side === 'H' ? homeShort : side === 'A' ? awayShort : '');
  return (
    <List aria-label={label}>
      {rows.map((row) => {
        if (row.kind === 'shift') {
          return (
            <Item key={row.key} data-shift={row.goalie ? 'goalie' : 'line'} $side={row.side}>
              <Time>{row.time ?? ''}</Time>
              <TeamTag>{tag(row.side)}</TeamTag>
              <ShiftText row={row} />
            </Item>
          );
        }
        const e = row.event;
        const side = sideOf(e);
        return (
          <Item key={row.key} data-client-id={e.ClientId} $side={side}>
            <Time>{e.PeriodTime ?? e.TotalMatchTime ?? ''}</Time>
            <TeamTag>{tag(side)}</TeamTag>
            <span>{rowText(intl, row)}</span>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li<{ $side: 'H' | 'A' | null }>`
  display: grid;
  grid-template-columns: 3.5em 3em 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 0.0625rem solid ${({ theme }) => theme.colors.border};
  border-left: 0.25rem solid
    ${({ $side, theme }) => ($side === 'H' ? theme.colors.liveHome : $side === 'A' ? theme.colors.liveAway : 'transparent')};
`;
const Time = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const TeamTag = styled.span`
  font-weight: 600;
  text-transform: uppercase;
`;
