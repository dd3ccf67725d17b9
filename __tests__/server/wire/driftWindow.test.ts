import {
  BUCKETS,
  createDriftWindow,
  MAX_FIELDS_LISTED,
  MAX_FIELDS_PER_TARGET,
  OTHER_FIELDS,
  WINDOW_MS,
  type AnswerCheck,
} from '../../../src/server/wire/driftWindow';

const T0 = Date.UTC(2026, 10, 21, 17, 0, 0);
const MINUTE = 60_000;
const PLAYERS = 'icehockey/TournamentPlayers';

function check(fields: string[] = [], unreadable = false, rows: [string, number][] = []): AnswerCheck {
  return { unreadable, fields: new Set(fields), unreadableRows: new Map(rows) };
}

describe('the drift window (issue 25: what could not be read, per target and field, over the last hour)', () => {
  it('counts answers, unreadable answers and per field the answers that had it unreadable, as shares', () => {
    const window = createDriftWindow();
    window.record(PLAYERS, check(['players[].gamesPlayed', 'players[].pim']), T0);
    window.record(PLAYERS, check(['players[].gamesPlayed']), T0 + MINUTE);
    window.record(PLAYERS, check([], true), T0 + 2 * MINUTE);
    window.record(PLAYERS, check(), T0 + 3 * MINUTE);
    window.record('ta/Seasons', check(), T0);
    expect(window.summary(T0 + 4 * MINUTE)).toEqual({
      windowMinutes: 60,
      answersChecked: 5,
      targets: [
        {
          target: PLAYERS,
          answers: 4,
          unreadableAnswers: 1,
          unreadableShare: 0.25,
          fields: [
            { field: 'players[].gamesPlayed', answers: 2, share: 0.5 },
            { field: 'players[].pim', answers: 1, share: 0.25 },
          ],
        },
      ],
    });
  });

  it('counts rows unreadable as a whole under their list, beside the answers that had any', () => {
    const window = createDriftWindow();
    window.record(PLAYERS, check([], false, [['players[]', 3]]), T0);
    window.record(PLAYERS, check([], false, [['players[]', 2]]), T0);
    window.record(PLAYERS, check(), T0);
    expect(window.summary(T0).targets[0]?.fields).toEqual([{ field: 'players[]', answers: 2, share: 0.667, rows: 5 }]);
  });

  it('forgets what is older than the hour, bucket by bucket, and lists no target that read well', () => {
    const window = createDriftWindow();
    window.record(PLAYERS, check(['players[].gamesPlayed']), T0);
    window.record(PLAYERS, check(['players[].pim']), T0 + 30 * MINUTE);
    expect(window.summary(T0 + 50 * MINUTE).targets[0]?.fields.map((field) => field.field)).toEqual(['players[].gamesPlayed', 'players[].pim']);
    // An hour and a bucket later the first answer is gone, the second still counts.
    const later = window.summary(T0 + WINDOW_MS + WINDOW_MS / BUCKETS);
    expect(later.answersChecked).toBe(1);
    expect(later.targets[0]?.fields).toEqual([{ field: 'players[].pim', answers: 1, share: 1 }]);
    expect(window.summary(T0 + 2 * WINDOW_MS)).toEqual({ windowMinutes: 60, answersChecked: 0, targets: [] });
    window.record(PLAYERS, check(), T0 + 2 * WINDOW_MS);
    expect(window.summary(T0 + 2 * WINDOW_MS)).toEqual({ windowMinutes: 60, answersChecked: 1, targets: [] });
  });

  it('reuses a bucket slot a full turn later without keeping its old counts', () => {
    const window = createDriftWindow();
    window.record(PLAYERS, check(['players[].gamesPlayed']), T0);
    window.record(PLAYERS, check(['players[].pim']), T0 + WINDOW_MS);
    expect(window.summary(T0 + WINDOW_MS).targets[0]).toMatchObject({ answers: 1, fields: [{ field: 'players[].pim', answers: 1 }] });
  });

  it('stays bounded: fields past the cap of a target are counted together, and a summary lists the worst few', () => {
    const window = createDriftWindow();
    const many = Array.from({ length: MAX_FIELDS_PER_TARGET + 20 }, (_, index) => `players[].f${String(index).padStart(3, '0')}`);
    window.record(PLAYERS, check(many), T0);
    window.record(PLAYERS, check(many.slice(-5)), T0);
    const [drift] = window.summary(T0).targets;
    expect(drift?.fields).toHaveLength(MAX_FIELDS_LISTED);
    expect(drift?.fields[0]).toEqual({ field: OTHER_FIELDS, answers: 2, share: 1 });
  });

  it('puts the target with the larger unreadable share first', () => {
    const window = createDriftWindow();
    window.record('ta/TournamentStandings', check(['standings[].victories']), T0);
    window.record(PLAYERS, check([], true), T0);
    expect(window.summary(T0).targets.map((target) => target.target)).toEqual([PLAYERS, 'ta/TournamentStandings']);
  });
});
