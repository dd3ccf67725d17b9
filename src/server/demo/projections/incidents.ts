/**
 * ta/MatchIncidents (SPEC §3 Period result, Incident; §7): the score of each period begun so far and the
 * incidents of the match, both from the simulated events. Period numbering, types and incident ids are
 * decided in the contract (`PeriodResult`, `Incident`, `MATCH_INCIDENT_TYPE`).
 */
import {
  LIVE_EVENT_TYPE,
  LIVE_VOLLEYBALL_POINT,
  MATCH_INCIDENT_TYPE,
  type Incident,
  type IncidentType,
  type PartialResultType,
  type PeriodResult,
} from '../../../shared/contract';
import { DEMO_ORG } from '../../sites';
import type { DemoLeague, Simulation, SimulationCut } from '../model';
import { soccerMatchEvents, type SoccerMatchEvents } from '../simulate/soccer';
import { personOf, playedSoFar } from './played';

export interface MatchIncidents {
  matchPeriodResults: PeriodResult[];
  matchIncidents: Incident[];
}

/** The contract's period type of a simulated period (see `PeriodResult`). */
function periodType(simulation: Simulation, period: number, playoff: boolean): PartialResultType {
  if (simulation.sport === 'volleyball') return 'periods';
  if (simulation.sport === 'basketball') return period <= 4 ? 'periods' : 'overtime';
  if (period <= 3) return 'periods';
  if (simulation.periods.some((entry) => entry.period === period && entry.kind === 'shootout')) return 'shootout';
  return playoff ? 'periods' : 'overtime';
}

/** Goals (points) per period begun so far: hockey goals and shootout goals, basketball made shots, volleyball rallies. */
export function periodResults(cut: SimulationCut, playoff: boolean): PeriodResult[] {
  const results = new Map<number, PeriodResult>();
  const add = (period: number, team: 'H' | 'B', points: number) => {
    const entry = results.get(period);
    if (!entry) return;
    if (team === 'H') entry.homeGoals += points;
    else entry.awayGoals += points;
  };
  for (const event of cut.events) {
    if (event.type === 'periodStart') {
      results.set(event.period, {
        partialResultTypeId: event.period,
        partialResultType: periodType(cut.simulation, event.period, playoff),
        homeGoals: 0,
        awayGoals: 0,
      });
    } else if (event.type === 'goal') add(event.period, event.team, 1);
    else if (event.type === 'shootoutAttempt' && event.scored) add(event.period, event.team, 1);
    else if (event.type === 'shot' && 'points' in event) add(event.period, event.team, event.points);
    else if (event.type === 'point') add(event.period, event.team, 1);
  }
  return [...results.values()];
}

const VOLLEYBALL_POINT_TYPE = {
  ace: LIVE_VOLLEYBALL_POINT.ace,
  attack: LIVE_VOLLEYBALL_POINT.attack,
  block: LIVE_VOLLEYBALL_POINT.block,
  opponentError: LIVE_VOLLEYBALL_POINT.opponentError,
} as const;

/** The incidents of the events so far (see the contract's `Incident` for the vocabulary). */
export function incidents(cut: SimulationCut): Incident[] {
  const list: Incident[] = [];
  const push = (incidentType: string, incidentTypeId: number, event: { team: 'H' | 'B'; period: number }, personId: number | null, incidentSubTypeId: number | null = null) =>
    list.push({ incidentType, incidentSubTypeId, team: event.team, partialResultTypeId: event.period, personId, incidentTypeId });
  const { simulation } = cut;
  if (simulation.sport === 'hockey') {
    for (const event of cut.events as typeof simulation.events) {
      if (event.type === 'shot') push(LIVE_EVENT_TYPE.shot, MATCH_INCIDENT_TYPE.hockeyShot, event, event.shooterId);
      else if (event.type === 'penalty') push(LIVE_EVENT_TYPE.penalty, MATCH_INCIDENT_TYPE.hockeyPenalty, event, event.personId);
    }
  } else if (simulation.sport === 'basketball') {
    for (const event of cut.events as typeof simulation.events) {
      switch (event.type) {
        case 'shot':
          push(LIVE_EVENT_TYPE.shot, MATCH_INCIDENT_TYPE.basketballShot, event, event.personId, event.subTypeId);
          break;
        case 'foul':
          push(LIVE_EVENT_TYPE.foul, event.foulTypeId, event, event.personId);
          break;
        case 'rebound':
          push(
            event.incidentTypeId === MATCH_INCIDENT_TYPE.offensiveRebound ? LIVE_EVENT_TYPE.offensiveRebound : LIVE_EVENT_TYPE.defensiveRebound,
            event.incidentTypeId,
            event,
            event.personId,
          );
          break;
        case 'turnover':
          push(LIVE_EVENT_TYPE.turnover, MATCH_INCIDENT_TYPE.turnover, event, event.personId);
          break;
        case 'steal':
          push(LIVE_EVENT_TYPE.steal, MATCH_INCIDENT_TYPE.steal, event, event.personId);
          break;
        case 'block':
          push(LIVE_EVENT_TYPE.block, MATCH_INCIDENT_TYPE.block, event, event.personId);
          break;
        default:
          break;
      }
    }
  } else {
    for (const event of cut.events as typeof simulation.events) {
      if (event.type === 'point') push(LIVE_EVENT_TYPE.point, VOLLEYBALL_POINT_TYPE[event.kind], event, event.personId);
    }
  }
  return list;
}

/**
 * A finished soccer match's goals and cards (simulate/soccer.ts, the same events corpsports/soccer/BestPlayers
 * adds up) as incidents in time order, goals before cards in the same minute. decided here: the half is
 * the first while the minute is in the first half of the playing time.
 */
export function soccerIncidents(league: DemoLeague, events: SoccerMatchEvents): Incident[] {
  const half = (minute: number) => (minute <= events.minutes / 2 ? 1 : 2);
  const named = (personId: number) => {
    const person = personOf(league, personId);
    return { firstName: person.firstName, lastName: person.lastName };
  };
  const goals = events.goals.map(
    (goal): Incident => ({
      incidentType: LIVE_EVENT_TYPE.goal,
      incidentSubTypeId: null,
      team: goal.team,
      partialResultTypeId: half(goal.minute),
      personId: goal.scorerId,
      incidentTypeId: MATCH_INCIDENT_TYPE.soccerGoal,
      minute: goal.minute,
      ...named(goal.scorerId),
    }),
  );
  const cards = events.cards.map(
    (card): Incident => ({
      incidentType: card.card === 'red' ? 'RedCard' : 'YellowCard',
      incidentSubTypeId:
        card.reason === 'secondYellow' ? MATCH_INCIDENT_TYPE.soccerSecondYellow : card.reason === 'straight' ? MATCH_INCIDENT_TYPE.soccerStraightRed : null,
      team: card.team,
      partialResultTypeId: half(card.minute),
      personId: card.personId,
      incidentTypeId: card.card === 'red' ? MATCH_INCIDENT_TYPE.soccerRedCard : MATCH_INCIDENT_TYPE.soccerYellowCard,
      minute: card.minute,
      ...named(card.personId),
    }),
  );
  // A stable sort: goals keep their order, cards their order (a second yellow before its red).
  return [...goals, ...cards].sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0));
}

/**
 * ta/MatchIncidents: empty lists before the start; a finished soccer match (decided at result level, not
 * simulated) has its derived goals and cards and no period results; the other sports decided at result
 * level have none.
 */
export function matchIncidents(league: DemoLeague, matchId: number): MatchIncidents {
  const { fixture, cut } = playedSoFar(league, matchId);
  if (!cut) {
    const soccer = soccerMatchEvents(league, matchId);
    return { matchPeriodResults: [], matchIncidents: soccer ? soccerIncidents(league, soccer) : [] };
  }
  if (!cut.started) return { matchPeriodResults: [], matchIncidents: [] };
  const playoff = league.tournament(fixture.tournamentId)?.playoff ?? false;
  return { matchPeriodResults: periodResults(cut, playoff), matchIncidents: incidents(cut) };
}

const VOLLEYBALL_CATALOGUE: readonly IncidentType[] = [
  { matchIncidentTypeId: LIVE_VOLLEYBALL_POINT.attack, matchIncidentTypeName: 'Attack' },
  { matchIncidentTypeId: LIVE_VOLLEYBALL_POINT.block, matchIncidentTypeName: 'Block' },
  { matchIncidentTypeId: LIVE_VOLLEYBALL_POINT.ace, matchIncidentTypeName: 'Ace' },
  { matchIncidentTypeId: LIVE_VOLLEYBALL_POINT.opponentError, matchIncidentTypeName: 'Opponent error' },
];

const HOCKEY_CATALOGUE: readonly IncidentType[] = [
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.hockeyShot, matchIncidentTypeName: 'Shot' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.hockeyPenalty, matchIncidentTypeName: 'Penalty' },
];

/** SPEC §3 sport 199 foul ids with their names, then the other incident types. */
const BASKETBALL_CATALOGUE: readonly IncidentType[] = [
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.basketballShot, matchIncidentTypeName: 'Shot' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.offensiveRebound, matchIncidentTypeName: 'Offensive rebound' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.defensiveRebound, matchIncidentTypeName: 'Defensive rebound' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.steal, matchIncidentTypeName: 'Steal' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.turnover, matchIncidentTypeName: 'Turnover' },
  { matchIncidentTypeId: MATCH_INCIDENT_TYPE.block, matchIncidentTypeName: 'Block' },
  ...(
    [
      [200437, 'Foul'],
      [200447, 'Personal foul'],
      [200448, 'Defensive foul'],
      [200449, 'Offensive foul'],
      [200450, 'Unsportsmanlike foul'],
      [200451, 'Technical foul'],
      [200452, 'Disqualifying foul'],
      [200453, 'Expulsion'],
      [200454, 'Technical foul, bench'],
      [200455, 'Technical foul, team management'],
      [200456, 'Banishment'],
      [200461, 'Defensive foul with punishment'],
      [200462, 'Foul reported after the match'],
    ] as const
  ).map(([matchIncidentTypeId, matchIncidentTypeName]) => ({ matchIncidentTypeId, matchIncidentTypeName })),
];

/** ta/MatchIncidentTypes?sfOrgId=: the catalogue of the organisation's sport (SPEC §9: 354 is volleyball's). */
export function incidentTypes(sfOrgId: number): { matchIncidentTypes: IncidentType[] } {
  const catalogue =
    sfOrgId === DEMO_ORG.corporateSports || sfOrgId === DEMO_ORG.volleyballAssociation
      ? VOLLEYBALL_CATALOGUE
      : sfOrgId === DEMO_ORG.hockeyFederation
        ? HOCKEY_CATALOGUE
        : sfOrgId === DEMO_ORG.basketballAssociation
          ? BASKETBALL_CATALOGUE
          : [];
  return { matchIncidentTypes: catalogue.map((entry) => ({ ...entry })) };
}
