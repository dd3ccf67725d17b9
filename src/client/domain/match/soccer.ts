/**
 * Soccer finished-match rules (issue 24 case 10; SPEC §2 names soccer among the corporate sports, §3
 * Incident): the goals and cards of a match, from its incidents (ta/MatchIncidents, whose soccer
 * vocabulary the contract's `Incident` decides: Goal, YellowCard, RedCard with the minute and the player).
 */
import { MATCH_INCIDENT_TYPE, type Incident } from '../../../shared/contract';
import type { Side } from './common';

export interface SoccerGoalLine {
  /** The match minute; null when the record has none. */
  minute: number | null;
  side: Side;
  personId: number | null;
  /** First and last name; '' when the record names nobody. */
  name: string;
  /** The score after this goal. */
  score: Record<Side, number>;
}

export type SoccerCardKind = 'yellow' | 'red';

export interface SoccerCardLine {
  minute: number | null;
  side: Side;
  personId: number | null;
  name: string;
  card: SoccerCardKind;
  /** Why a red card: the second yellow, a straight red, or not said (null; always null for a yellow card). */
  reason: 'secondYellow' | 'straight' | null;
}

export interface SoccerSummary {
  goals: SoccerGoalLine[];
  cards: SoccerCardLine[];
}

const named = (incident: Incident) => [incident.firstName, incident.lastName].filter((part) => part !== undefined && part.trim() !== '').join(' ');

/** A goal: the soccer goal id, or the type name Goal. */
export function isSoccerGoal(incident: Pick<Incident, 'incidentType' | 'incidentTypeId'>): boolean {
  return incident.incidentTypeId === MATCH_INCIDENT_TYPE.soccerGoal || /^goal$/i.test(incident.incidentType);
}

/** A card's colour by its id or type name (YellowCard, RedCard); null when the incident is no card. */
export function soccerCardOf(incident: Pick<Incident, 'incidentType' | 'incidentTypeId'>): SoccerCardKind | null {
  if (incident.incidentTypeId === MATCH_INCIDENT_TYPE.soccerYellowCard || /^yellow ?card$/i.test(incident.incidentType)) return 'yellow';
  if (incident.incidentTypeId === MATCH_INCIDENT_TYPE.soccerRedCard || /^red ?card$/i.test(incident.incidentType)) return 'red';
  return null;
}

/** Incidents in match order: by minute (those without one last), the record's order within a minute. */
function byMinute(incidents: readonly Incident[]): Incident[] {
  const minuteOf = (incident: Incident) => incident.minute ?? Number.POSITIVE_INFINITY;
  return [...incidents].sort((a, b) => (minuteOf(a) === minuteOf(b) ? 0 : minuteOf(a) - minuteOf(b)));
}

/**
 * The goals in match order, each with the running score after it (so the last score is the result the
 * goals add up to), and the cards in match order, a red card saying whether it was a second yellow.
 */
export function soccerSummary(incidents: readonly Incident[]): SoccerSummary {
  const score: Record<Side, number> = { H: 0, B: 0 };
  const goals: SoccerGoalLine[] = [];
  const cards: SoccerCardLine[] = [];
  for (const incident of byMinute(incidents)) {
    const base = { minute: incident.minute ?? null, side: incident.team, personId: incident.personId, name: named(incident) };
    if (isSoccerGoal(incident)) {
      score[incident.team] += 1;
      goals.push({ ...base, score: { ...score } });
      continue;
    }
    const card = soccerCardOf(incident);
    if (card === null) continue;
    const reason =
      card === 'red' && incident.incidentSubTypeId === MATCH_INCIDENT_TYPE.soccerSecondYellow
        ? 'secondYellow'
        : card === 'red' && incident.incidentSubTypeId === MATCH_INCIDENT_TYPE.soccerStraightRed
          ? 'straight'
          : null;
    cards.push({ ...base, card, reason });
  }
  return { goals, cards };
}
