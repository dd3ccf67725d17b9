/**
 * People targets of the demo league (issue 12): rosters, one person, a person's tournaments, transfers and
 * person pictures; unknown people and teams answer 404 with a JSON message, never 500.
 */
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource } from '../../../src/server/demo';
import { NotFoundError } from '../../../src/server/dataSource';
import { createRealWireDataSource } from '../../../src/server/demo/realWire';
import {
  buildTarget,
  resolveProxyTarget,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
  type TeamMember,
  type TournamentForPerson,
  type Transfer,
} from '../../../src/shared/contract';
import { addDays } from '../../../src/server/demo/time';
import { testApp } from '../support/serverFixtures';
import { league } from './support';

const source = createDemoDataSource(league());
async function ask<N extends ProxyTargetName>(name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  return (await source.proxy(resolveProxyTarget(buildTarget(name, params)))) as ProxyResponse<N>;
}

const TEAM_MEMBER_KEYS: (keyof TeamMember)[] = ['personId', 'owningOrgId', 'firstName', 'lastName', 'birthDate', 'number', 'position', 'nationality', 'height', 'imageUrl'];
const TRANSFER_KEYS: (keyof Transfer)[] = ['transferId', 'firstName', 'lastName', 'fromOrgName', 'toOrgName', 'datePermittedToPlayNewOrg'];
const TOURNAMENT_KEYS: (keyof TournamentForPerson)[] = ['tournamentId', 'tournamentName', 'startDate', 'endDate', 'seasonId', 'sportId', 'orgId', 'teamName'];
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}T00:00:00$/;
const sorted = <T>(keys: T[]) => [...keys].map(String).sort();

const ehl = () => {
  const found = league().tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl');
  if (!found) throw new Error('no EHL');
  return found;
};
const ehlTeam = () => league().teams(ehl().tournament.tournamentId)[0]?.teamId ?? 0;

describe('ta/TeamMembers', () => {
  it('answers the roster as wire team members only, in roster order', async () => {
    const teamId = ehlTeam();
    const members = await ask('teamMembers', { teamId });
    expect(members.map((member) => member.personId)).toEqual(league().roster(teamId).map((member) => member.personId));
    for (const member of members) {
      expect(sorted(Object.keys(member))).toEqual(sorted(TEAM_MEMBER_KEYS));
      expect(member.owningOrgId).toBe(teamId);
      expect(member.birthDate).toMatch(WIRE_DATE);
    }
    expect(members.filter((member) => member.position === 'GK1' || member.position === 'GK2')).toHaveLength(2);
  });

  it('answers [member] for a person, whatever organisation is named, the same record as in the roster', async () => {
    const teamId = ehlTeam();
    const roster = await ask('teamMembers', { teamId });
    for (const member of roster.slice(0, 6)) {
      await expect(ask('teamMemberOfOrg', { orgId: teamId, personId: member.personId })).resolves.toEqual([member]);
      await expect(ask('teamMemberOfOrg', { orgId: 10, personId: member.personId })).resolves.toEqual([member]);
    }
  });

  it('refuses an unknown team or person with NotFoundError', async () => {
    await expect(ask('teamMembers', { teamId: 999999 })).rejects.toBeInstanceOf(NotFoundError);
    // A club or federation is not a team: it has no roster.
    await expect(ask('teamMembers', { teamId: 10 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask('teamMemberOfOrg', { orgId: ehlTeam(), personId: 1 })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('person pictures', () => {
  const everyone = [...league().rosters.values()].flat();

  it('about one person in six has a PNG data URL under 2 KB, the rest null', async () => {
    const urls = await Promise.all(everyone.map(async (person) => (await ask('teamMemberOfOrg', { orgId: 10, personId: person.personId }))[0]?.imageUrl ?? null));
    const withImage = urls.filter((url): url is string => url !== null);
    const share = withImage.length / urls.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.22);
    for (const url of withImage.slice(0, 40)) {
      expect(url.startsWith('data:image/png;base64,')).toBe(true);
      const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
      expect(png.length).toBeLessThan(2048);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect([width, height]).toEqual([40, 40]);
      // The image data inflates to one filter byte plus RGB per pixel per row.
      const idat = png.indexOf('IDAT');
      const data = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      expect(data.length).toBe(height * (width * 3 + 1));
    }
    expect(new Set(withImage).size).toBeGreaterThan(3);
  });

  it('the roster and the single-person answer carry the same picture', async () => {
    const team = [...league().rosters.entries()].find(([, roster]) => roster.length > 0 && roster.some((member) => member.personId % 7 === 0));
    const teamId = team?.[0] ?? 0;
    const roster = await ask('teamMembers', { teamId });
    for (const member of roster) {
      const [single] = await ask('teamMemberOfOrg', { orgId: teamId, personId: member.personId });
      expect(single?.imageUrl).toBe(member.imageUrl);
    }
  });
});

describe('ta/Tournament/AllForPerson', () => {
  it('lists every published tournament of the person’s team, all seasons, newest first, with the team', async () => {
    const teamId = ehlTeam();
    const person = league().roster(teamId)[4];
    const answer = await ask('tournamentsForPerson', { personId: person?.personId ?? 0 });
    const expected = league()
      .tournaments.filter((entry) => entry.tournament.areMatchesPublished && entry.firstDay <= league().today && league().teams(entry.tournament.tournamentId).some((team) => team.teamId === teamId))
      .map((entry) => entry.tournament.tournamentId);
    expect(new Set(answer.map((entry) => entry.tournamentId))).toEqual(new Set(expected));
    // Six seasons of the EHL (the current one first), plus its pre-season and play-off leagues.
    expect(answer.filter((entry) => entry.tournamentName === 'EHL')).toHaveLength(6);
    expect(answer[0]?.tournamentName).toBe('EHL');
    expect(answer[0]?.seasonId).toBe(ehl().tournament.seasonId);
    const starts = answer.map((entry) => entry.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const entry of answer) {
      expect(sorted(Object.keys(entry))).toEqual(sorted(TOURNAMENT_KEYS));
      expect(entry.startDate).toMatch(WIRE_DATE);
      expect(entry.endDate).toMatch(WIRE_DATE);
      expect(entry.endDate >= entry.startDate).toBe(true);
      const tournament = league().tournament(entry.tournamentId);
      expect(entry).toMatchObject({ sportId: 152, orgId: teamId, teamName: league().team(teamId)?.name, seasonId: tournament?.tournament.seasonId, startDate: `${tournament?.firstDay}T00:00:00` });
    }
  });

  it('leaves out a tournament whose matches are not published', async () => {
    const hidden = league().tournaments.filter((entry) => !entry.tournament.areMatchesPublished && league().teams(entry.tournament.tournamentId).length > 0);
    expect(hidden.length).toBeGreaterThan(0);
    for (const entry of hidden) {
      const teamId = league().teams(entry.tournament.tournamentId)[0]?.teamId ?? 0;
      const answer = await ask('tournamentsForPerson', { personId: league().roster(teamId)[0]?.personId ?? 0 });
      expect(answer.map((tournament) => tournament.tournamentId)).not.toContain(entry.tournament.tournamentId);
    }
  });

  it('refuses an unknown person', async () => {
    await expect(ask('tournamentsForPerson', { personId: 5 })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('activity/Transfers', () => {
  const today = league().today;

  it('answers the federation’s transfers of the last year, newest first, wire fields only', async () => {
    const answer = await ask('transfers', { sfOrgId: 10, date: addDays(today, -365) });
    const expected = league().transfers.filter((transfer) => transfer.federationOrgId === 10);
    expect(answer.map((transfer) => transfer.transferId)).toEqual(expected.map((transfer) => transfer.transferId));
    expect(answer.length).toBeGreaterThan(10);
    for (const transfer of answer) {
      expect(sorted(Object.keys(transfer))).toEqual(sorted(TRANSFER_KEYS));
      expect(transfer.datePermittedToPlayNewOrg).toMatch(WIRE_DATE);
    }
    const dates = answer.map((transfer) => transfer.datePermittedToPlayNewOrg);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps the dates from `date` (inclusive) up to today', async () => {
    const all = await ask('transfers', { sfOrgId: 20, date: addDays(today, -365) });
    const middle = all[Math.floor(all.length / 2)]?.datePermittedToPlayNewOrg.slice(0, 10) ?? today;
    const from = await ask('transfers', { sfOrgId: 20, date: middle });
    expect(from).toEqual(all.filter((transfer) => transfer.datePermittedToPlayNewOrg.slice(0, 10) >= middle));
    expect(from.some((transfer) => transfer.datePermittedToPlayNewOrg.startsWith(middle))).toBe(true);
    expect(from.length).toBeLessThan(all.length);
    await expect(ask('transfers', { sfOrgId: 20, date: addDays(today, 1) })).resolves.toEqual([]);
    await expect(ask('transfers', { sfOrgId: 999, date: addDays(today, -365) })).resolves.toEqual([]);
  });

  it('leaves out a transfer dated after today (the league’s now)', async () => {
    // A league whose clock is read a month before its anchor day: later transfers are not yet valid.
    const earlier = new Date(league().now().getTime() - 200 * 86_400_000);
    const shifted = createDemoDataSource({ ...league(), now: () => earlier });
    const answer = (await shifted.proxy(resolveProxyTarget(buildTarget('transfers', { sfOrgId: 10, date: addDays(today, -365) })))) as Transfer[];
    const cutoff = addDays(today, -200);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((transfer) => transfer.datePermittedToPlayNewOrg.slice(0, 10) <= cutoff)).toBe(true);
    expect(league().transfers.some((transfer) => transfer.federationOrgId === 10 && transfer.datePermittedToPlayNewOrg.slice(0, 10) > cutoff)).toBe(true);
  });
});

describe('people targets over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = testApp({ dataSource: createDemoDataSource(league()) });
    await app.ready();
  });
  afterAll(() => app.close());
  const proxy = (taReqUrl: string) => app.inject({ method: 'POST', url: '/api/proxy', payload: { taReqUrl } });

  it.each(['ta/TeamMembers/999999', 'ta/TeamMembers/10?personId=1', 'ta/Tournament/AllForPerson?personId=1'])('%s answers 404 with a JSON message', async (text) => {
    const response = await proxy(text);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('answers a roster, a person, their tournaments and the transfers with 200', async () => {
    const teamId = ehlTeam();
    const personId = league().roster(teamId)[3]?.personId ?? 0;
    for (const text of [`ta/TeamMembers/${teamId}`, `ta/TeamMembers/${teamId}?personId=${personId}`, `ta/Tournament/AllForPerson?personId=${personId}`, `activity/Transfers/?onlyPublic=true&sfOrgId=10&date=${addDays(league().today, -365)}`]) {
      const response = await proxy(text);
      expect(response.statusCode).toBe(200);
      expect((response.json() as unknown[]).length).toBeGreaterThan(0);
    }
  });
});

describe('DEMO_WIRE=real: the people answers in the real wire variants', () => {
  const real = createRealWireDataSource(source);
  const both = async (text: string) => ({
    contract: (await source.proxy(resolveProxyTarget(text))) as Record<string, unknown>[],
    real: (await real.proxy(resolveProxyTarget(text))) as Record<string, unknown>[],
  });
  /** Reads a variant back to the contract's spelling: text numbers as numbers, US and fractional dates as ISO, names trimmed. */
  const canonical = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (/^\d+$/.test(value)) return Number(value);
    const us = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value);
    if (us) return `${us[3]}-${us[1]}-${us[2]}T${us[4]}`;
    return value.replace(/\.\d+$/, '').trimEnd();
  };
  const readBack = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, canonical(value)])));
  const kinds = (rows: Record<string, unknown>[], key: string) => new Set(rows.map((row) => (typeof row[key] === 'string' && /^\d{2}\//.test(row[key]) ? 'us' : typeof row[key])));

  it('transfers, a person’s tournaments and game rows differ as the real API does and read back to the contract answer', async () => {
    const teamId = ehlTeam();
    const skater = league().roster(teamId)[6]?.personId ?? 0;
    const goalie = league().roster(teamId)[0]?.personId ?? 0;
    const tournamentId = ehl().tournament.tournamentId;
    const cases: [string, string[]][] = [
      [buildTarget('transfers', { sfOrgId: 10, date: addDays(league().today, -365) }), ['transferId', 'datePermittedToPlayNewOrg']],
      [buildTarget('tournamentsForPerson', { personId: skater }), ['tournamentId', 'startDate']],
      [buildTarget('skaterTournamentGames', { personId: skater, tournamentId }), ['matchId', 'matchDate']],
      [buildTarget('goalieTournamentGames', { personId: goalie, tournamentId }), ['matchId', 'matchdate']],
      [buildTarget('basketballTournamentPlayers', { tournamentId: league().tournaments.find((entry) => entry.current && entry.leagueKey === 'b-blno')?.tournament.tournamentId ?? 0 }), ['personId']],
    ];
    for (const [text, keys] of cases) {
      const answer = await both(text);
      expect(answer.contract.length).toBeGreaterThan(3);
      expect(answer.real).not.toEqual(answer.contract);
      for (const key of keys) expect(kinds(answer.real, key).size).toBeGreaterThan(1);
      expect(readBack(answer.real)).toEqual(readBack(answer.contract));
    }
  });
});
