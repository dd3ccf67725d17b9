/**
 * The basketball live team tab (SPEC §2, §5): per-player box score, the team row, the total row and the
 * period table, all derived from live events (oldest first).
 * SPEC §5: points = 1 per free throw + 2 per two-pointer + 3 per three-pointer; fouls count only
 * incidents tied to a person; percentages are 0 without attempts, 100 with no misses, else floored;
 * efficiency = (points + rebounds + assists + steals + blocks − missed shots − turnovers) / minutes, two
 * decimals, 0 without time. Minutes come from substitutions (SPEC §4 on-court time); a stint still open
 * at the end of a finished game ends at the game's own length (40:00 plus 5:00 per extra period). The total
 * row's minutes are the players' minutes summed (the box-score convention: 200:00 for a full game) and its
 * efficiency is the same formula over the team's totals and those minutes.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import { efficiencyValue } from '../match/basketball';
import { matchPercent } from '../match/percent';
import { gameLengthSeconds, onIceSeconds } from './onIce';
import { basketballPeriodColumn } from './periods';
import { sideOf, type Side } from './score';

export interface ShotLine {
  made: number;
  attempts: number;
}

export interface BoxLine {
  points: number;
  fouls: number;
  ft: ShotLine;
  p2: ShotLine;
  p3: ShotLine;
  offReb: number;
  defReb: number;
  assists: number;
  steals: number;
  turnovers: number;
  blocks: number;
  seconds: number;
}

export function emptyBox(): BoxLine {
  return {
    points: 0,
    fouls: 0,
    ft: { made: 0, attempts: 0 },
    p2: { made: 0, attempts: 0 },
    p3: { made: 0, attempts: 0 },
    offReb: 0,
    defReb: 0,
    assists: 0,
    steals: 0,
    turnovers: 0,
    blocks: 0,
    seconds: 0,
  };
}

const SHOTS: Readonly<Record<number, { kind: 'ft' | 'p2' | 'p3'; made: boolean }>> = {
  200444: { kind: 'ft', made: true },
  200445: { kind: 'ft', made: false },
  200443: { kind: 'p2', made: true },
  200581: { kind: 'p2', made: false },
  200442: { kind: 'p3', made: true },
  200580: { kind: 'p3', made: false },
};
const POINTS = { ft: 1, p2: 2, p3: 3 } as const;

/** SPEC §5 match-view percentage of one shot type (floor; 0 without attempts, 100 with none missed). */
export function shotPercent(line: ShotLine): number {
  return matchPercent(line.made, line.attempts - line.made);
}

export function rebounds(line: BoxLine): number {
  return line.offReb + line.defReb;
}

/** SPEC §5 efficiency, two decimals; 0 without playing time. */
export function efficiency(line: BoxLine): number {
  const missedShots = line.ft.attempts - line.ft.made + (line.p2.attempts - line.p2.made) + (line.p3.attempts - line.p3.made);
  return efficiencyValue({
    points: line.points,
    rebounds: rebounds(line),
    assists: line.assists,
    steals: line.steals,
    blocks: line.blocks,
    missedShots,
    turnovers: line.turnovers,
    seconds: line.seconds,
  });
}

export interface TeamBox {
  players: Map<number, BoxLine>;
  /** Unattributed rebounds and turnovers (SPEC §5 team row). */
  team: { offReb: number; defReb: number; turnovers: number };
  total: BoxLine;
}

export interface BasketballBox {
  H: TeamBox;
  A: TeamBox;
  /** Per period column (P1…P4, E1…E6) and side: points and fouls; only periods with something in them. */
  periods: { column: string; points: Record<Side, number>; fouls: Record<Side, number> }[];
}

function teamBox(): TeamBox {
  return { players: new Map(), team: { offReb: 0, defReb: 0, turnovers: 0 }, total: emptyBox() };
}

function lineFor(team: TeamBox, id: number): BoxLine {
  const line = team.players.get(id) ?? emptyBox();
  team.players.set(id, line);
  return line;
}

function countShot(line: BoxLine, shot: { kind: 'ft' | 'p2' | 'p3'; made: boolean }): void {
  line[shot.kind].attempts += 1;
  if (shot.made) {
    line[shot.kind].made += 1;
    line.points += POINTS[shot.kind];
  }
}

/** The whole team tab model; `ended` and `untilSeconds` as for on-court time. */
export function basketballBox(events: readonly LiveEvent[], ended: boolean, untilSeconds: number): BasketballBox {
  const box: BasketballBox = { H: teamBox(), A: teamBox(), periods: [] };
  const periods = new Map<number, { points: Record<Side, number>; fouls: Record<Side, number> }>();
  const period = (n: number) => {
    const entry = periods.get(n) ?? { points: { H: 0, A: 0 }, fouls: { H: 0, A: 0 } };
    periods.set(n, entry);
    return entry;
  };
  for (const e of events) {
    const side = sideOf(e);
    if (side === null) continue;
    const team = box[side];
    const player = e.Player ? lineFor(team, e.Player.Id) : null;
    switch (e.MatchEventType) {
      case LIVE_EVENT_TYPE.shot: {
        const shot = typeof e.ShotResult === 'number' ? SHOTS[e.ShotResult] : undefined;
        if (!shot) break;
        countShot(team.total, shot);
        if (player) countShot(player, shot);
        if (shot.made && typeof e.Period === 'number') period(e.Period).points[side] += POINTS[shot.kind];
        if (shot.made && e.Assist) lineFor(team, e.Assist.Id).assists += 1;
        if (shot.made && e.Assist) team.total.assists += 1;
        break;
      }
      case LIVE_EVENT_TYPE.foul:
        if (!player) break;
        player.fouls += 1;
        team.total.fouls += 1;
        if (typeof e.Period === 'number') period(e.Period).fouls[side] += 1;
        break;
      case LIVE_EVENT_TYPE.offensiveRebound:
        team.total.offReb += 1;
        if (player) player.offReb += 1;
        else team.team.offReb += 1;
        break;
      case LIVE_EVENT_TYPE.defensiveRebound:
        team.total.defReb += 1;
        if (player) player.defReb += 1;
        else team.team.defReb += 1;
        break;
      case LIVE_EVENT_TYPE.turnover:
        team.total.turnovers += 1;
        if (player) player.turnovers += 1;
        else team.team.turnovers += 1;
        break;
      case LIVE_EVENT_TYPE.steal:
        team.total.steals += 1;
        if (player) player.steals += 1;
        break;
      case LIVE_EVENT_TYPE.block:
        team.total.blocks += 1;
        if (player) player.blocks += 1;
        break;
      default:
        break;
    }
  }
  const end = ended ? (gameLengthSeconds('basketball', events) ?? untilSeconds) : untilSeconds;
  for (const side of ['H', 'A'] as const) {
    const team = box[side];
    // Every player with time on court gets a line, stats or not; the total row sums their minutes.
    const seconds = onIceSeconds('basketball', events.filter((e) => sideOf(e) === side), false, end);
    for (const [id, value] of seconds) lineFor(team, id).seconds = value;
    team.total.seconds = [...team.players.values()].reduce((sum, line) => sum + line.seconds, 0);
  }
  // P1-P4 always; E1-E6 only when that period has points or fouls (SPEC §2).
  for (const n of [1, 2, 3, 4]) period(n);
  box.periods = [...periods.entries()]
    .sort(([x], [y]) => x - y)
    .flatMap(([n, value]) => {
      const column = basketballPeriodColumn(n);
      const used = n <= 4 || value.points.H + value.points.A + value.fouls.H + value.fouls.A > 0;
      return column && used ? [{ column, ...value }] : [];
    });
  return box;
}
