/**
 * Issue 25 "drift is visible", end to end on loopback: a fake federation API whose
 * icehockey/TournamentPlayers rows carry renamed fields (and one answer that is an object where the list
 * belongs) behind the app in upstream mode → /healthz names the target and the fields with their shares,
 * counts fresh answers only (not cache hits), and the log names target and field once an hour.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTarget } from '../../../src/shared/contract';
import type { HealthBody } from '../../../src/server/routes/health';
import { createUpstreamDataSource } from '../../../src/server/upstream';
import { createWireDriftMonitor, WHOLE_ANSWER } from '../../../src/server/wire/driftMonitor';
import { testApp } from '../support/serverFixtures';

const T0 = Date.UTC(2026, 10, 21, 17, 0, 0);
const HOUR = 60 * 60 * 1000;

/** A skater row with its person id renamed (`playerId`): the row cannot be linked and is dropped. */
const renamedRow = (personId: number) => ({ playerId: personId, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Stjernen' });
/** A row whose last name comes as a list: the row stays (its key figures read), the name is a dash. */
const oddRow = (personId: number) => ({ personId, firstName: 'Kari', lastName: ['Nordmann'], teamName: 'Frisk', gamesPlayed: 12, goalsScored: 3 });

/** The answer per taReqUrl: tournament 4 answers one player record where the list belongs. */
function answerOf(taReqUrl: string): unknown {
  const tournament = /TournamentPlayers\/(\d+)/.exec(taReqUrl)?.[1];
  if (tournament === '4') return oddRow(9);
  if (tournament !== undefined) return [renamedRow(1), renamedRow(2), oddRow(3)];
  return { seasons: [] };
}

async function startUpstream(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { taReqUrl?: string }) : {};
      const text = JSON.stringify(answerOf(body.taReqUrl ?? req.url ?? ''));
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The checks run after each answer has been handed on (setImmediate): let the queued ones run. */
const checksDone = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('wire drift in upstream mode (issue 25)', () => {
  let upstream: { server: Server; url: string };
  let front: FastifyInstance;
  let now = T0;
  const warnings: { details: { target?: string; fields?: string[] }; message: string }[] = [];

  beforeAll(async () => {
    upstream = await startUpstream();
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    const drift = createWireDriftMonitor({ nowMs: () => now, log });
    front = testApp({ dataSource: createUpstreamDataSource({ baseUrl: upstream.url, timeoutMs: 5000, drift }) });
  });

  afterAll(async () => {
    await front.close();
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
  });

  const readPlayers = (tournamentId: number) =>
    front.inject({
      method: 'POST',
      url: '/api/proxy',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ taReqUrl: buildTarget('hockeyTournamentPlayers', { tournamentId, opponentId: null, numberMatches: null }) }),
    });
  const health = async () => (await front.inject({ method: 'GET', url: '/healthz' })).json<HealthBody>();
  const fieldWarnings = (field: string) => warnings.filter((warning) => warning.details.target === 'icehockey/TournamentPlayers' && warning.details.fields?.includes(field));

  it('shows the target and its unreadable fields in /healthz after a few reads, and logs them once', async () => {
    for (const tournamentId of [1, 2, 3]) expect((await readPlayers(tournamentId)).statusCode).toBe(200);
    // A cache hit is not a fresh answer: it is not checked again.
    expect((await readPlayers(1)).statusCode).toBe(200);
    await checksDone();
    const body = await health();
    expect(body.wireDrift).toEqual({
      windowMinutes: 60,
      answersChecked: 3,
      targets: [
        {
          target: 'icehockey/TournamentPlayers',
          answers: 3,
          unreadableAnswers: 0,
          unreadableShare: 0,
          fields: [
            { field: 'players[].lastName', answers: 3, share: 1 },
            { field: 'players[].personId', answers: 3, share: 1 },
          ],
        },
      ],
    });
    expect(fieldWarnings('players[].personId')).toHaveLength(1);
    expect(fieldWarnings('players[].lastName')).toHaveLength(1);
    expect(fieldWarnings('players[].personId')[0]?.message).toContain('icehockey/TournamentPlayers');
  });

  it('counts an object where the list belongs as an unreadable answer', async () => {
    expect((await readPlayers(4)).statusCode).toBe(200);
    await checksDone();
    const [players] = (await health()).wireDrift?.targets ?? [];
    expect(players).toMatchObject({ target: 'icehockey/TournamentPlayers', answers: 4, unreadableAnswers: 1, unreadableShare: 0.25 });
    expect(fieldWarnings(WHOLE_ANSWER)).toHaveLength(1);
  });

  it('names the field in the log again only after an hour, and forgets the drift after it', async () => {
    now = T0 + 30 * 60 * 1000;
    await readPlayers(5);
    await checksDone();
    expect(fieldWarnings('players[].personId')).toHaveLength(1);
    now = T0 + HOUR + 31 * 60 * 1000;
    await readPlayers(6);
    await checksDone();
    expect(fieldWarnings('players[].personId')).toHaveLength(2);
    now = T0 + 3 * HOUR;
    expect((await health()).wireDrift).toEqual({ windowMinutes: 60, answersChecked: 0, targets: [] });
  });
});
