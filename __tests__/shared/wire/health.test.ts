import { parseHealthDrift } from '../../../src/shared/wire/health';
import type { WireReport } from '../../../src/shared/wire/report';

const quiet = () => {
  const heard: string[] = [];
  const report = (path: string): WireReport => ({
    unreadable: (field) => heard.push(path && field ? `${path}.${field}` : path || field),
    at: (field) => report(path ? `${path}.${field}` : field),
  });
  return { report: report(''), heard };
};

describe('the drift part of /healthz (issue 25)', () => {
  it('reads a server drift summary, figures as numbers or text, and drops a target without its name', () => {
    const { report, heard } = quiet();
    const body = {
      status: 'ok',
      wireDrift: {
        windowMinutes: 60,
        answersChecked: '12',
        targets: [
          { target: 'icehockey/TournamentPlayers ', answers: 4, unreadableAnswers: '1', unreadableShare: 0.25, fields: [{ field: 'players[]', answers: 2, share: 0.5, rows: '7' }, { answers: 1 }] },
          { answers: 3 },
        ],
      },
    };
    expect(parseHealthDrift(body, report)).toEqual({
      windowMinutes: 60,
      answersChecked: 12,
      targets: [
        { target: 'icehockey/TournamentPlayers', answers: 4, unreadableAnswers: 1, unreadableShare: 0.25, fields: [{ field: 'players[]', answers: 2, share: 0.5, rows: 7 }] },
      ],
    });
    expect(heard).toEqual([]);
  });

  it('is null when the server checks nothing (demo mode) or the body is not an object', () => {
    expect(parseHealthDrift({ status: 'ok', dataSource: { kind: 'demo' } })).toBeNull();
    expect(parseHealthDrift('<html>')).toBeNull();
    expect(parseHealthDrift(null)).toBeNull();
  });
});
