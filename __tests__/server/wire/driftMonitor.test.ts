import { proxyTargets } from '../../../src/shared/contract';
import { checkAnswer, createWireDriftMonitor, WHOLE_ANSWER } from '../../../src/server/wire/driftMonitor';
import { directWireParsers, proxyWireParsers } from '../../../src/server/wire/registry';

describe('checking an answer against its wire parser (issue 25)', () => {
  it('has a parser for every proxy target of the contract, and each reads its empty list without a word', () => {
    expect(Object.keys(proxyWireParsers).sort()).toEqual(Object.keys(proxyTargets).sort());
    for (const [name, parse] of Object.entries(proxyWireParsers)) {
      if (name === 'match' || name === 'tournament' || name === 'matchIncidents') continue; // one record, not a list
      expect({ name, check: checkAnswer(parse, []) }).toEqual({ name, check: { unreadable: false, fields: new Set(), unreadableRows: new Map() } });
    }
    expect(checkAnswer(directWireParsers.seasons, { seasons: [] }).unreadable).toBe(false);
  });

  it('names unreadable fields by their path, counts rows unreadable as a whole under their list', () => {
    const check = checkAnswer(proxyWireParsers.standings, [{ orgName: 'Stjernen', victories: 'many' }, 'junk', 7, { orgName: 'Frisk', matches: {} }]);
    expect(check).toEqual({
      unreadable: false,
      fields: new Set(['standings[].victories', 'standings[].matches']),
      unreadableRows: new Map([['standings[]', 2]]),
    });
  });

  it('calls the answer unreadable when the parser throws or its root cannot be read', () => {
    expect(checkAnswer(proxyWireParsers.match, 'nothing').unreadable).toBe(true);
    expect(checkAnswer(proxyWireParsers.hockeyTournamentPlayers, '<html>').unreadable).toBe(true);
    expect(checkAnswer(proxyWireParsers.hockeyTournamentPlayers, { message: 'error' }).unreadable).toBe(true);
    expect(checkAnswer(() => {
      throw new TypeError('not a list');
    }, []).unreadable).toBe(true);
  });

  it('counts per target label, and logs a target\'s fields once within the hour', () => {
    let now = Date.UTC(2026, 10, 21, 17);
    const warn = jest.fn();
    const monitor = createWireDriftMonitor({ nowMs: () => now, log: { warn }, defer: (task) => task() });
    for (let i = 0; i < 5; i += 1) monitor.answered({ kind: 'proxy', name: 'skaterLastGames' }, [{ matchId: 'x' }]);
    monitor.answered({ kind: 'proxy', name: 'skaterTournamentGames' }, 'oops');
    monitor.answered({ kind: 'direct', name: 'seasons' }, { seasons: [] });
    expect(monitor.summary()).toMatchObject({
      answersChecked: 7,
      targets: [{ target: 'icehockey/Player', answers: 6, unreadableAnswers: 1, fields: [{ field: 'games[].matchId', answers: 5 }] }],
    });
    expect(warn.mock.calls.map(([details]) => details as object)).toEqual([
      { target: 'icehockey/Player', fields: ['games[].matchId'] },
      { target: 'icehockey/Player', fields: [WHOLE_ANSWER] },
    ]);
    now += 60 * 60 * 1000;
    monitor.answered({ kind: 'proxy', name: 'skaterLastGames' }, [{ matchId: 'x' }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
