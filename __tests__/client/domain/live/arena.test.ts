import type { LiveEvent } from '../../../../src/shared/contract/live';
import { arenaFacts, latestGoal, playerName } from '../../../../src/client/domain/live/arena';
import { aLivePlayer } from '../../../support/builders';

let n = 0;
const event = (overrides: Partial<LiveEvent>): LiveEvent => {
  n += 1;
  return { ClientId: `c${n}`, MatchId: 1, MatchEventType: 'Timer', ...overrides };
};
const kari = aLivePlayer(1, 9, 'Nordmann', 1, { FirstName: 'Kari' });
const ola = aLivePlayer(2, 4, 'Hansen', 2, { FirstName: 'Ola' });
const per = aLivePlayer(3, 22, 'Berg', 3, { FirstName: 'Per' });

describe('arena facts (issue 15 live view)', () => {
  it('lists the last goals newest first with scorer and assists', () => {
    const events = [
      event({ MatchEventType: 'Goal', Team: 'H', Player: kari, FirstAssist: ola, SecondAssist: per, TotalMatchTime: '05:10', h: 1, a: 0 }),
      event({ MatchEventType: 'Goal', Team: 'A', Player: per, TotalMatchTime: '12:00', h: 1, a: 1 }),
    ];
    const facts = arenaFacts('hockey', events);
    expect(facts.goals.map((g) => [g.time, g.scorer, g.assists, g.side, g.score])).toEqual([
      ['12:00', '#22 Per Berg', [], 'A', { h: 1, a: 1 }],
      ['05:10', '#9 Kari Nordmann', ['#4 Ola Hansen', '#22 Per Berg'], 'H', { h: 1, a: 0 }],
    ]);
  });

  it('keeps at most the asked number of goals', () => {
    const events = Array.from({ length: 6 }, (_, i) => event({ MatchEventType: 'Goal', Team: 'H', TotalMatchTime: `0${i}:00` }));
    expect(arenaFacts('hockey', events, 3).goals.map((g) => g.time)).toEqual(['05:00', '04:00', '03:00']);
  });

  it('a penalty runs until its minutes have passed on the match clock', () => {
    const penalty = event({ MatchEventType: 'Penalty', Team: 'A', Player: ola, Minutes: 2, InfractionName: 'Hooking', TotalMatchTime: '10:00' });
    const at = (time: string) => event({ MatchEventType: 'Shot', Team: 'H', ShotResult: 1, TotalMatchTime: time });
    expect(arenaFacts('hockey', [penalty, at('11:30')]).penalties).toEqual([
      { clientId: penalty.ClientId, side: 'A', player: '#4 Ola Hansen', minutes: 2, secondsLeft: 30, infraction: 'Hooking' },
    ]);
    expect(arenaFacts('hockey', [penalty, at('12:00')]).penalties).toEqual([]);
  });

  it('counts shots on goal: saved shots and goals, not misses or blocks', () => {
    const events = [
      event({ MatchEventType: 'Shot', Team: 'H', ShotResult: 0 }),
      event({ MatchEventType: 'Shot', Team: 'H', ShotResult: 1 }),
      event({ MatchEventType: 'Shot', Team: 'A', ShotResult: 2 }),
      event({ MatchEventType: 'Shot', Team: 'A', ShotResult: 0 }),
      event({ MatchEventType: 'Goal', Team: 'A' }),
    ];
    expect(arenaFacts('hockey', events).shots).toEqual({ h: 1, a: 2 });
  });

  it('other sports count no shots on goal', () => {
    expect(arenaFacts('basketball', []).shots).toBeNull();
  });

  it('the goal card takes the newest goal', () => {
    const events = [event({ MatchEventType: 'Goal', Team: 'H', Player: kari }), event({ MatchEventType: 'Shot', Team: 'A' }), event({ MatchEventType: 'Goal', Team: 'A', Player: per })];
    expect(latestGoal('hockey', events)?.scorer).toBe('#22 Per Berg');
    expect(latestGoal('hockey', [])).toBeNull();
  });

  it('names a player with the shirt number when known', () => {
    expect(playerName({ ...kari, ShirtNo: null })).toBe('Kari Nordmann');
    expect(playerName(null)).toBeNull();
  });
});
