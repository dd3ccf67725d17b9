/** Issue 24 case 10: a soccer match's goals and cards from its incidents (the contract's soccer vocabulary). */
import { isSoccerGoal, soccerCardOf, soccerSummary } from '../../../../src/client/domain/match/soccer';
import { MATCH_INCIDENT_TYPE, type Incident } from '../../../../src/shared/contract';

const incident = (incidentType: string, incidentTypeId: number, team: 'H' | 'B', minute: number | undefined, lastName: string, incidentSubTypeId: number | null = null): Incident => ({
  incidentType, incidentSubTypeId, team, partialResultTypeId: minute !== undefined && minute > 35 ? 2 : 1, personId: lastName.length, incidentTypeId,
  ...(minute !== undefined ? { minute } : {}), firstName: 'Ola', lastName,
});
const goal = (team: 'H' | 'B', minute: number | undefined, name: string) => incident('Goal', MATCH_INCIDENT_TYPE.soccerGoal, team, minute, name);

describe('soccer goals and cards', () => {
  it('puts the goals in minute order with the running score (the last is the result), a goal without a minute last', () => {
    const { goals } = soccerSummary([goal('B', 61, 'Late'), goal('H', undefined, 'Unknown'), goal('H', 12, 'Early'), goal('B', 12, 'Same')]);
    expect(goals.map((line) => [line.minute, line.side, line.name, `${line.score.H}-${line.score.B}`])).toEqual([
      [12, 'H', 'Ola Early', '1-0'],
      [12, 'B', 'Ola Same', '1-1'],
      [61, 'B', 'Ola Late', '1-2'],
      [null, 'H', 'Ola Unknown', '2-2'],
    ]);
  });

  it('reads cards by id or by type name, a red card with its reason; other incidents are neither', () => {
    const { goals, cards } = soccerSummary([
      incident('YellowCard', MATCH_INCIDENT_TYPE.soccerYellowCard, 'H', 20, 'Twice'),
      incident('Shot', 301, 'H', 21, 'Shooter'),
      incident('YellowCard', MATCH_INCIDENT_TYPE.soccerYellowCard, 'H', 50, 'Twice'),
      incident('RedCard', MATCH_INCIDENT_TYPE.soccerRedCard, 'H', 50, 'Twice', MATCH_INCIDENT_TYPE.soccerSecondYellow),
      incident('RedCard', MATCH_INCIDENT_TYPE.soccerRedCard, 'B', 66, 'Straight', MATCH_INCIDENT_TYPE.soccerStraightRed),
      incident('Red card', 0, 'B', 70, 'Named'),
    ]);
    expect(goals).toEqual([]);
    expect(cards.map((line) => [line.minute, line.card, line.reason, line.name])).toEqual([
      [20, 'yellow', null, 'Ola Twice'],
      [50, 'yellow', null, 'Ola Twice'],
      [50, 'red', 'secondYellow', 'Ola Twice'],
      [66, 'red', 'straight', 'Ola Straight'],
      [70, 'red', null, 'Ola Named'],
    ]);
    expect(isSoccerGoal({ incidentType: 'Shot', incidentTypeId: 301 })).toBe(false);
    expect(soccerCardOf({ incidentType: 'Penalty', incidentTypeId: 302 })).toBeNull();
  });

  it('names nobody with an empty name (a dash) when the record has no names', () => {
    const bare: Incident = { incidentType: 'Goal', incidentSubTypeId: null, team: 'H', partialResultTypeId: 1, personId: null, incidentTypeId: MATCH_INCIDENT_TYPE.soccerGoal, minute: 3 };
    expect(soccerSummary([bare]).goals[0]).toMatchObject({ name: '', personId: null, minute: 3 });
  });
});
