/**
 * DEMO_WIRE=real rosters (issue 25 case 4): some teams' ta/TeamMembers list their staff among the players
 * (`memberType: "TeamSupport"`, the role where the API puts it), players carry `memberType: "Player"` or
 * nothing, and positions come in other spellings. The reader must find exactly the contract's players
 * (positions named alike by the one position rule) and the team's staff with their roles; the contract
 * wire stays as it was.
 */
import { personName, positionLabel } from '../../../src/client/domain/people';
import { createDemoDataSource } from '../../../src/server/demo';
import { createRealWireDataSource } from '../../../src/server/demo/realWire';
import { buildTarget, resolveProxyTarget, type TeamMember } from '../../../src/shared/contract';
import { parseTeamMembers, parseTeamRoster } from '../../../src/shared/wire/people';
import { league } from './support';

const contractSource = createDemoDataSource(league());
const realSource = createRealWireDataSource(createDemoDataSource(league()), { staff: (teamId) => league().coaches(teamId) });

const ehl = league().tournaments.find(({ current, tournament }) => current && tournament.tournamentName === 'EHL');
const teamIds = league().teams(ehl?.tournament.tournamentId ?? 0).map((team) => team.teamId);

async function rosterOf(teamId: number): Promise<{ contract: unknown; real: unknown }> {
  const target = resolveProxyTarget(buildTarget('teamMembers', { teamId }));
  return { contract: await contractSource.proxy(target), real: await realSource.proxy(target) };
}

const withoutPosition = ({ position: _position, ...rest }: TeamMember) => rest;
const named = (members: readonly TeamMember[]) => members.map((member) => positionLabel(member.position, 152));

describe('real-wire rosters', () => {
  it('lists the staff of about half the teams among the players; the contract wire lists none', async () => {
    expect(teamIds.length).toBeGreaterThan(4);
    const withStaff: number[] = [];
    for (const teamId of teamIds) {
      const { contract, real } = await rosterOf(teamId);
      expect(JSON.stringify(contract)).not.toContain('memberType');
      if (JSON.stringify(real).includes('"TeamSupport"')) withStaff.push(teamId);
    }
    expect(withStaff.length).toBeGreaterThan(0);
    expect(withStaff.length).toBeLessThan(teamIds.length);
  });

  it('reads back exactly the contract players (positions named alike) and the team’s staff with their roles', async () => {
    const spellings = new Set<string>();
    for (const teamId of teamIds) {
      const { contract, real } = await rosterOf(teamId);
      const expected = parseTeamMembers(contract);
      const read = parseTeamRoster(real);
      expect(read.players.map(withoutPosition)).toEqual(expected.map(withoutPosition));
      expect(named(read.players)).toEqual(named(expected));
      for (const player of read.players) spellings.add(player.position ?? '');
      if (read.staff.length > 0) {
        // The name as shown (one variant sends the whole name in firstName).
        const shown = (staff: readonly { personId: number; firstName: string; lastName: string; role: string | null }[]) =>
          staff.map(({ personId, firstName, lastName, role }) => ({ personId, name: personName(firstName, lastName), role }));
        expect(shown(read.staff)).toEqual(shown(league().coaches(teamId)));
      }
    }
    // The contract's codes and the other spellings both occur.
    expect([...spellings]).toEqual(expect.arrayContaining(['CE', 'ce', 'C', 'G']));
  });

  it('is deterministic', async () => {
    const [teamId = 0] = teamIds;
    const again = createRealWireDataSource(createDemoDataSource(league()), { staff: (id) => league().coaches(id) });
    const target = resolveProxyTarget(buildTarget('teamMembers', { teamId }));
    expect(await again.proxy(target)).toStrictEqual((await rosterOf(teamId)).real);
  });
});
