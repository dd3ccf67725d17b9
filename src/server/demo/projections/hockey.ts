/**
 * Ice hockey match projections (SPEC §3 Goal, Penalty, Match player, Goalie; §7 icehockey/Match/*), every
 * number counted from the simulated events played so far.
 */
import type { Goal, MatchGoalie, MatchPlayer, Penalty } from '../../../shared/contract';
import { HOCKEY_GOAL_TYPE, type DemoLeague, type HockeyEvent, type HockeySimulation, type RosterMember, type Side, type SimulationCut } from '../model';
import { bump, clock, cutOf, dressed, personOf, playedSoFar, teamOf, type PlayedMatch, playerIdentity } from './played';

type HockeyCut = SimulationCut<HockeySimulation>;
type GoalEvent = Extract<HockeyEvent, { type: 'goal' }>;

function hockeyCut(league: DemoLeague, matchId: number): { played: PlayedMatch; cut: HockeyCut | null } {
  const played = playedSoFar(league, matchId);
  return { played, cut: cutOf(played, 'hockey') };
}

const shirts = (league: DemoLeague, personIds: readonly number[]): string =>
  personIds.map((personId) => personOf(league, personId).number).join(',');

/** SPEC §3 goal types: a power-play goal counts in nobody's plus/minus; even-strength and short-handed goals do. */
function countsForPlusMinus(goal: GoalEvent): boolean {
  return goal.goalTypeId !== HOCKEY_GOAL_TYPE.PP1 && goal.goalTypeId !== HOCKEY_GOAL_TYPE.PP2;
}

/**
 * icehockey/Match/Goals: the goals of regulation and overtime in order, then — decided here — the scored
 * shootout attempts with `periodId` the shootout period (no assists, no time, nobody on ice), so the match
 * page can name the shootout's scorers. They are not goals of the match: the client keeps them out of the
 * running score and the player statistics.
 */
export function hockeyGoals(league: DemoLeague, matchId: number): Goal[] {
  const { played, cut } = hockeyCut(league, matchId);
  if (!cut) return [];
  const goal = (team: Side, personId: number, rest: Omit<Goal, 'personId' | 'orgId' | 'teamName' | 'shirtNo' | 'firstName' | 'lastName' | 'homeOrAwayTeam'>): Goal => {
    const scorer = personOf(league, personId);
    const { number: shirtNo, firstName, lastName } = scorer;
    return { personId: scorer.personId, orgId: scorer.teamOrgId, teamName: teamOf(league, played.fixture, team).name, shirtNo, firstName, lastName, homeOrAwayTeam: team, ...rest };
  };
  return cut.events.flatMap((event): Goal[] => {
    if (event.type === 'shootoutAttempt') {
      if (!event.scored) return [];
      return [
        goal(event.team, event.shooterId, {
          ...NO_ASSISTS,
          goalTypeId: HOCKEY_GOAL_TYPE.EQ,
          periodId: event.period,
          periodTime: clock(0),
          onIceHomeTeamShirtNo: '',
          onIceAwayTeamShirtNo: '',
        }),
      ];
    }
    if (event.type !== 'goal') return [];
    const [first, second] = event.assistIds.map((personId) => personOf(league, personId));
    return [
      goal(event.team, event.scorerId, {
        firstAssistPersonId: first?.personId ?? null,
        firstAssistShirtNo: first?.number ?? null,
        firstAssistFirstName: first?.firstName ?? null,
        firstAssistLastName: first?.lastName ?? null,
        secondAssistPersonId: second?.personId ?? null,
        secondAssistShirtNo: second?.number ?? null,
        secondAssistFirstName: second?.firstName ?? null,
        secondAssistLastName: second?.lastName ?? null,
        goalTypeId: event.goalTypeId,
        periodId: event.period,
        periodTime: clock(event.periodSecond),
        onIceHomeTeamShirtNo: shirts(league, event.homeOnIce),
        onIceAwayTeamShirtNo: shirts(league, event.awayOnIce),
      }),
    ];
  });
}

const NO_ASSISTS = {
  firstAssistPersonId: null,
  firstAssistShirtNo: null,
  firstAssistFirstName: null,
  firstAssistLastName: null,
  secondAssistPersonId: null,
  secondAssistShirtNo: null,
  secondAssistFirstName: null,
  secondAssistLastName: null,
} as const;

/** icehockey/Match/Penalties: every penalty called so far, in order. */
export function hockeyPenalties(league: DemoLeague, matchId: number): Penalty[] {
  const { played, cut } = hockeyCut(league, matchId);
  if (!cut) return [];
  return cut.events.flatMap((event): Penalty[] => {
    if (event.type !== 'penalty') return [];
    const offender = personOf(league, event.personId);
    return [
      {
        personId: offender.personId,
        orgId: offender.teamOrgId,
        teamName: teamOf(league, played.fixture, event.team).name,
        shirtNo: offender.number,
        firstName: offender.firstName,
        lastName: offender.lastName,
        infractionType: event.infraction,
        severityType: event.severityType,
        servingStartTime: clock(event.periodSecond),
        servingStartPeriodId: event.period,
      },
    ];
  });
}

/** Seconds in net per goalie: the starter until a goalie change, counted on the game clock of the events. */
function goalieSeconds(cut: HockeyCut): Map<number, number> {
  const seconds = new Map<number, number>();
  const inNet: Record<Side, number | null> = {
    H: cut.simulation.lineups.H.startingGoalieId,
    B: cut.simulation.lineups.B.startingGoalieId,
  };
  let last = 0;
  for (const event of cut.events) {
    const elapsed = event.matchSecond - last;
    if (elapsed > 0) {
      for (const side of ['H', 'B'] as const) {
        const goalie = inNet[side];
        if (goalie !== null) bump(seconds, goalie, elapsed);
      }
      last = event.matchSecond;
    }
    if (event.type === 'goalieChange') inNet[event.team] = event.inId;
  }
  return seconds;
}

interface SkaterTally {
  goals: Map<number, number>;
  assists: Map<number, number>;
  shots: Map<number, number>;
  pim: Map<number, number>;
  plusMinus: Map<number, number>;
  faceoffs: Map<number, number>;
  faceoffsWon: Map<number, number>;
  /** Shots on goal faced and goals against, per goalie. */
  shotsAgainst: Map<number, number>;
  goalsAgainst: Map<number, number>;
  /** Power-play (PP1/PP2) and short-handed (SH1/SH2) goals and assists (the game logs' columns). */
  powerPlayGoals: Map<number, number>;
  powerPlayAssists: Map<number, number>;
  shortHandGoals: Map<number, number>;
  shortHandAssists: Map<number, number>;
  /** Goals conceded by the person's team while the person was on the ice (skaters on ice, or the goalie in net). */
  onIceAgainst: Map<number, number>;
}

const isPowerPlay = (goal: GoalEvent): boolean => goal.goalTypeId === HOCKEY_GOAL_TYPE.PP1 || goal.goalTypeId === HOCKEY_GOAL_TYPE.PP2;
const isShortHanded = (goal: GoalEvent): boolean => goal.goalTypeId === HOCKEY_GOAL_TYPE.SH1 || goal.goalTypeId === HOCKEY_GOAL_TYPE.SH2;

function tally(cut: HockeyCut): SkaterTally {
  const counts: SkaterTally = {
    goals: new Map(),
    assists: new Map(),
    shots: new Map(),
    pim: new Map(),
    plusMinus: new Map(),
    faceoffs: new Map(),
    faceoffsWon: new Map(),
    shotsAgainst: new Map(),
    goalsAgainst: new Map(),
    powerPlayGoals: new Map(),
    powerPlayAssists: new Map(),
    shortHandGoals: new Map(),
    shortHandAssists: new Map(),
    onIceAgainst: new Map(),
  };
  for (const event of cut.events) {
    switch (event.type) {
      case 'goal': {
        bump(counts.goals, event.scorerId);
        bump(counts.shots, event.scorerId);
        bump(counts.shotsAgainst, event.goalieId);
        bump(counts.goalsAgainst, event.goalieId);
        for (const personId of event.assistIds) bump(counts.assists, personId);
        const [scoring, conceding] = event.team === 'H' ? [event.homeOnIce, event.awayOnIce] : [event.awayOnIce, event.homeOnIce];
        if (countsForPlusMinus(event)) {
          for (const personId of scoring) bump(counts.plusMinus, personId, 1);
          for (const personId of conceding) bump(counts.plusMinus, personId, -1);
        }
        if (isPowerPlay(event) || isShortHanded(event)) {
          bump(isPowerPlay(event) ? counts.powerPlayGoals : counts.shortHandGoals, event.scorerId);
          for (const personId of event.assistIds) bump(isPowerPlay(event) ? counts.powerPlayAssists : counts.shortHandAssists, personId);
        }
        for (const personId of conceding) bump(counts.onIceAgainst, personId);
        bump(counts.onIceAgainst, event.goalieId);
        break;
      }
      case 'shot':
        bump(counts.shots, event.shooterId);
        bump(counts.shotsAgainst, event.goalieId);
        break;
      case 'penalty':
        bump(counts.pim, event.personId, event.minutes);
        break;
      case 'faceoff':
        bump(counts.faceoffs, event.homePlayerId);
        bump(counts.faceoffs, event.awayPlayerId);
        bump(counts.faceoffsWon, event.winner === 'H' ? event.homePlayerId : event.awayPlayerId);
        break;
      default:
        break;
    }
  }
  return counts;
}

/**
 * decided here: the game-winning goal is the winner's goal that put it ahead for good — its (n+1)-th goal
 * when the loser scored n in regulation and overtime. Only a finished match has one, and a shootout win
 * has none (the shootout goal is not a goal of the match). Its scorer's person id, or null.
 */
function gameWinningScorer(cut: HockeyCut): number | null {
  const { simulation } = cut;
  if (!cut.finished || simulation.decidedBy === 'shootout' || simulation.winner === null) return null;
  const goals = cut.events.filter((event): event is GoalEvent => event.type === 'goal');
  const conceded = goals.filter((goal) => goal.team !== simulation.winner).length;
  return goals.filter((goal) => goal.team === simulation.winner)[conceded]?.scorerId ?? null;
}

/** What a person's game-log line adds to the match page's row (SPEC §3 Skater game). */
export interface HockeyLineExtras {
  powerPlayGoals: number;
  powerPlayGoalAssists: number;
  shortHandGoals: number;
  shortHandGoalAssists: number;
  /** 1 for the scorer of the game-winning goal, else 0. */
  gwg: number;
  /** Faceoffs taken. */
  faceOffs: number;
  /** Goals conceded by the person's team while the person was on the ice (or in net). */
  goalsAgainst: number;
}

/**
 * One hockey match's box score as played so far, the single source of icehockey/Match/Players, GoalieLeaders
 * and the people game logs: the match page's rows and, per person, the game logs' extra columns.
 */
export interface HockeyBox {
  played: PlayedMatch;
  cut: HockeyCut;
  players: MatchPlayer[];
  goalies: MatchGoalie[];
  extras(personId: number): HockeyLineExtras;
}

/** A goalie's own result in one match, the one rule the game logs and the goalie statistics share. */
export interface GoalieOutcome {
  seconds: number;
  goalsAgainst: number;
  win: boolean;
  loss: boolean;
  shutout: boolean;
}

const secondsInNet = (goalie: Pick<MatchGoalie, 'minutesPlayed' | 'secondsPlayed'>) => goalie.minutesPlayed * 60 + goalie.secondsPlayed;

/**
 * Decided here: the decision (win or loss) goes to the goalie of his team with the most time in net (the
 * starter on equal time), the others get none; a shutout needs him alone in net for his team and no goal
 * against (shootout goals do not count). Every match here has a winner, so there are no ties.
 */
export function goalieOutcome(box: HockeyBox, goalie: MatchGoalie): GoalieOutcome {
  const { simulation } = box.cut;
  const side: Side = simulation.lineups.H.teamOrgId === goalie.orgId ? 'H' : 'B';
  const mates = box.goalies.filter((other) => other.orgId === goalie.orgId);
  const starter = simulation.lineups[side].startingGoalieId;
  const decision = mates.reduce((best, other) => {
    const difference = secondsInNet(other) - secondsInNet(best);
    return difference > 0 || (difference === 0 && other.personId === starter) ? other : best;
  });
  const hasDecision = decision.personId === goalie.personId;
  const won = simulation.winner === side;
  const goalsAgainst = goalie.shots - goalie.sv;
  return {
    seconds: secondsInNet(goalie),
    goalsAgainst,
    win: hasDecision && won,
    loss: hasDecision && !won,
    shutout: mates.length === 1 && goalsAgainst === 0,
  };
}

/** Whether `a` beats `b` for best player: more points, then goals, plus/minus, shots. */
function outranks(a: MatchPlayer, b: MatchPlayer): boolean {
  const difference = [a.pts - b.pts, a.goalsScored - b.goalsScored, a.points - b.points, a.shots - b.shots].find((d) => d !== 0);
  return (difference ?? 0) > 0;
}

const isGoalie = (member: RosterMember): boolean => member.position === 'GK1' || member.position === 'GK2';

/** The match's box score so far; null before it starts or for a match that is not simulated hockey. Unknown id: NotFoundError. */
export function hockeyBox(league: DemoLeague, matchId: number): HockeyBox | null {
  const { played, cut } = hockeyCut(league, matchId);
  if (!cut || !cut.started) return null;
  const counts = tally(cut);
  const inNet = goalieSeconds(cut);
  const get = (map: Map<number, number>, personId: number) => map.get(personId) ?? 0;
  const team = dressed(league, cut.simulation);
  const rows = team.map(({ side, member }) => {
    const goalie = isGoalie(member);
    const seconds = goalie ? get(inNet, member.personId) : cut.finished ? (cut.simulation.lineups[side].secondsPlayed[member.personId] ?? 0) : null;
    const faceoffs = get(counts.faceoffs, member.personId);
    const row: MatchPlayer = {
      ...playerIdentity(member),
      memberType: member.position === 'GK1' ? 'GK1' : member.position === 'GK2' ? 'GK2' : 'Player',
      lineNumber: goalie ? null : member.line,
      goalsScored: get(counts.goals, member.personId),
      assists: get(counts.assists, member.personId),
      pts: get(counts.goals, member.personId) + get(counts.assists, member.personId),
      points: get(counts.plusMinus, member.personId),
      shots: get(counts.shots, member.personId),
      pim: get(counts.pim, member.personId),
      faceoffs_WinPct: faceoffs === 0 ? null : get(counts.faceoffsWon, member.personId) / faceoffs,
      playerTime: seconds === null ? null : clock(seconds),
      playerTimeSeconds: seconds,
      bestPlayer: false,
    };
    return { side, row };
  });
  if (cut.finished) {
    for (const side of ['H', 'B'] as const) {
      // The team's best player: most points, then goals, plus/minus and shots; roster order breaks a tie.
      let best: MatchPlayer | null = null;
      for (const { row } of rows) {
        if (row.memberType !== 'Player' || row.teamOrgId !== cut.simulation.lineups[side].teamOrgId) continue;
        if (!best || outranks(row, best)) best = row;
      }
      if (best) best.bestPlayer = true;
    }
  }
  const goalies = team
    .filter(({ member }) => isGoalie(member) && (inNet.get(member.personId) ?? 0) > 0)
    .map(({ member }): MatchGoalie => {
      const seconds = inNet.get(member.personId) ?? 0;
      const shots = counts.shotsAgainst.get(member.personId) ?? 0;
      const saves = shots - (counts.goalsAgainst.get(member.personId) ?? 0);
      return {
        personId: member.personId,
        orgId: member.teamOrgId,
        shirtNo: member.number,
        firstName: member.firstName,
        lastName: member.lastName,
        minutesPlayed: Math.floor(seconds / 60),
        secondsPlayed: seconds % 60,
        shots,
        sv: saves,
        svPct: shots === 0 ? null : Math.round((1000 * saves) / shots) / 10,
      };
    });
  const winningScorer = gameWinningScorer(cut);
  return {
    played,
    cut,
    players: rows.map(({ row }) => row),
    goalies,
    extras: (personId) => ({
      powerPlayGoals: get(counts.powerPlayGoals, personId),
      powerPlayGoalAssists: get(counts.powerPlayAssists, personId),
      shortHandGoals: get(counts.shortHandGoals, personId),
      shortHandGoalAssists: get(counts.shortHandAssists, personId),
      gwg: winningScorer === personId ? 1 : 0,
      faceOffs: get(counts.faceoffs, personId),
      goalsAgainst: get(counts.onIceAgainst, personId),
    }),
  };
}

/** icehockey/Match/Players: every dressed player of both teams with the match's box score so far. */
export function hockeyPlayers(league: DemoLeague, matchId: number): MatchPlayer[] {
  return hockeyBox(league, matchId)?.players ?? [];
}

/** icehockey/Match/GoalieLeaders: the goalies who have been in net, with shots faced and saves. */
export function hockeyGoalies(league: DemoLeague, matchId: number): MatchGoalie[] {
  return hockeyBox(league, matchId)?.goalies ?? [];
}
