/**
 * People answers of the demo league (SPEC §3 Team member, Transfer, Tournament for person; §7 ta/TeamMembers,
 * ta/Tournament/AllForPerson, activity/Transfers), from the static world: rosters are the teams' (the same in
 * every season of a league), a person plays for the one team whose roster holds them.
 *
 * decided here:
 * - `ta/TeamMembers/{orgId}?personId=` answers `[member]` for any known person whatever `orgId` names (the
 *   profile may name the team, the club or the federation); an unknown person is a 404.
 * - A person's tournaments are every tournament of their team whose matches are published and that has
 *   begun (first day on or before today: a season set up ahead is nobody's history yet), newest first.
 * - About one person in six has a picture: a small generated PNG silhouette as a `data:image/png;base64,`
 *   URL, made on first use and memoized (never at world build time); everyone else `imageUrl: null`.
 */
import { encodePng } from '../png';
import type { TeamMember, TournamentForPerson, Transfer } from '../../../shared/contract';
import { NotFoundError } from '../../dataSource';
import type { DemoLeague, DemoTeam, DemoTournament, RosterMember } from '../model';
import { createRng } from '../random';
import { localParts, wireDate } from '../time';

/** A known person or NotFoundError (HTTP 404). */
export function personOrThrow(league: DemoLeague, personId: number): RosterMember {
  const person = league.person(personId);
  if (!person) throw new NotFoundError(`no person ${personId}`);
  return person;
}

/** Today (yyyy-MM-dd) in the league zone at the league's now. */
export function todayOf(league: DemoLeague): string {
  return localParts(league.now().getTime(), league.timeZone).date;
}

/** The wire record of a roster member: exactly SPEC §3's Team member fields, with the person's picture. */
export function wireTeamMember(league: DemoLeague, member: RosterMember): TeamMember {
  return {
    personId: member.personId,
    owningOrgId: member.owningOrgId,
    firstName: member.firstName,
    lastName: member.lastName,
    birthDate: member.birthDate,
    number: member.number,
    position: member.position,
    nationality: member.nationality,
    height: member.height,
    imageUrl: personImageUrl(league, member.personId),
  };
}

/** ta/TeamMembers/{teamId}: the team's roster in roster order; an unknown team is a 404. */
export function teamMembers(league: DemoLeague, teamId: number): TeamMember[] {
  if (!league.team(teamId)) throw new NotFoundError(`no team ${teamId}`);
  return league.roster(teamId).map((member) => wireTeamMember(league, member));
}

/** ta/TeamMembers/{orgId}?personId=: `[member]` (the client reads the first item); an unknown person is a 404. */
export function teamMemberOfOrg(league: DemoLeague, personId: number): TeamMember[] {
  return [wireTeamMember(league, personOrThrow(league, personId))];
}

/** The tournaments a person has played in (see the module comment), newest first, with the person's team. */
export function personTournaments(league: DemoLeague, person: RosterMember): { entry: DemoTournament; team: DemoTeam }[] {
  const team = league.team(person.teamOrgId);
  if (!team) return [];
  const today = todayOf(league);
  return league.tournaments
    .filter(
      (entry) =>
        entry.tournament.areMatchesPublished &&
        entry.firstDay <= today &&
        league.teams(entry.tournament.tournamentId).some((candidate) => candidate.teamId === team.teamId),
    )
    .sort(
      (a, b) =>
        b.firstDay.localeCompare(a.firstDay) ||
        b.lastDay.localeCompare(a.lastDay) ||
        b.tournament.tournamentId - a.tournament.tournamentId,
    )
    .map((entry) => ({ entry, team }));
}

/** ta/Tournament/AllForPerson?personId=: the person's tournaments, newest first; an unknown person is a 404. */
export function tournamentsForPerson(league: DemoLeague, personId: number): TournamentForPerson[] {
  const person = personOrThrow(league, personId);
  return personTournaments(league, person).map(({ entry, team }) => ({
    tournamentId: entry.tournament.tournamentId,
    tournamentName: entry.tournament.tournamentName,
    startDate: wireDate(entry.firstDay),
    endDate: wireDate(entry.lastDay),
    seasonId: entry.tournament.seasonId,
    sportId: entry.tournament.sportId,
    orgId: team.teamId,
    teamName: team.name,
  }));
}

/**
 * activity/Transfers/?onlyPublic=true&sfOrgId=&date=: the transfers the federation `sfOrgId` registered whose
 * player may play for the new team from `date` (yyyy-MM-dd) up to today, newest first. Every transfer of
 * the demo league is public. An organisation without transfers answers an empty list.
 */
export function transfers(league: DemoLeague, sfOrgId: number, date: string): Transfer[] {
  const today = todayOf(league);
  return league.transfers
    .filter((transfer) => {
      const day = transfer.datePermittedToPlayNewOrg.slice(0, 10);
      return transfer.federationOrgId === sfOrgId && day >= date && day <= today;
    })
    .map((transfer) => ({
      transferId: transfer.transferId,
      firstName: transfer.firstName,
      lastName: transfer.lastName,
      fromOrgName: transfer.fromOrgName,
      toOrgName: transfer.toOrgName,
      datePermittedToPlayNewOrg: transfer.datePermittedToPlayNewOrg,
    }));
}

// ---- Person pictures -------------------------------------------------------------------------------

/** One person in this many has a picture. */
const PICTURE_ONE_IN = 6;
const PICTURE_SIZE = 40;
const BACKGROUNDS: readonly (readonly [number, number, number])[] = [
  [0x00, 0x20, 0x47],
  [0x8a, 0x15, 0x38],
  [0x00, 0x6a, 0x4e],
  [0x26, 0x32, 0x38],
  [0x5b, 0x2c, 0x83],
  [0x00, 0x52, 0x9b],
  [0xe3, 0x52, 0x05],
];
const FIGURES: readonly (readonly [number, number, number])[] = [
  [0xf5, 0xf5, 0xf5],
  [0xd7, 0xcc, 0xc8],
  [0xff, 0xe0, 0xb2],
];

const pictures = new WeakMap<DemoLeague, Map<number, string | null>>();

/** The person's picture as a data URL, or null (about five in six); memoized per league. */
export function personImageUrl(league: DemoLeague, personId: number): string | null {
  let cache = pictures.get(league);
  if (!cache) {
    cache = new Map();
    pictures.set(league, cache);
  }
  const cached = cache.get(personId);
  if (cached !== undefined) return cached;
  const rng = createRng(league.seed, 'personImage', personId);
  const made = rng.chance(1 / PICTURE_ONE_IN)
    ? `data:image/png;base64,${silhouettePng(rng.pick(BACKGROUNDS), rng.pick(FIGURES), rng.int(0, 2)).toString('base64')}`
    : null;
  cache.set(personId, made);
  return made;
}

/** A 40×40 RGB PNG: a head and shoulders in `figure` on `background`; `build` 0-2 widens the shoulders. */
export function silhouettePng(
  background: readonly [number, number, number],
  figure: readonly [number, number, number],
  build: number,
): Buffer {
  const size = PICTURE_SIZE;
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(size * stride);
  const shoulders = 14 + build * 2;
  for (let y = 0; y < size; y += 1) {
    raw[y * stride] = 0;
    for (let x = 0; x < size; x += 1) {
      const cx = x - size / 2 + 0.5;
      const head = cx * cx + (y - 15) * (y - 15) <= 7.5 * 7.5;
      const body = y >= 25 && (cx * cx) / (shoulders * shoulders) + ((y - 40) * (y - 40)) / (15 * 15) <= 1;
      const [r, g, b] = head || body ? figure : background;
      const offset = y * stride + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  return encodePng(size, 2, raw, 9);
}
