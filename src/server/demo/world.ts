/**
 * The static part of the demo world (DESIGN §4): organisations, teams, rosters, seasons, tournaments and
 * transfers. Cheap to build (a few thousand small records); fixtures and simulations come later, lazily.
 */
import { SPORT } from '../../shared/contract';
import type { LeagueSlot, AgeGroup } from './leagues';
import { ORGANISATION_PLANS } from './leagues';
import type {
  DemoCoach,
  DemoOrganisation,
  DemoSeason,
  DemoTeam,
  DemoTournament,
  DemoTransfer,
  RosterMember,
} from './model';
import {
  BASKETBALL_CLUBS,
  COMPANY_CLUBS,
  CORPORATE_VENUES,
  FEMALE_FIRST_NAMES,
  FOREIGN,
  HOCKEY_CLUBS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  VOLLEYBALL_CLUBS,
} from './names';
import { at, createRng, type Rng } from './random';
import { addDays, dayNumber, isoFromDay, wireDate } from './time';

export interface WorldInput {
  seed: number;
  /** Today in the league zone, yyyy-MM-dd. */
  today: string;
}

export interface World {
  organisations: DemoOrganisation[];
  seasons: DemoSeason[];
  tournaments: DemoTournament[];
  /** Teams of each tournament. */
  tournamentTeams: Map<number, DemoTeam[]>;
  teams: Map<number, DemoTeam>;
  rosters: Map<number, RosterMember[]>;
  coaches: Map<number, DemoCoach[]>;
  transfers: DemoTransfer[];
}

const COLOURS: readonly (readonly [string, string])[] = [
  ['#002047', '#f5c400'],
  ['#c8102e', '#ffffff'],
  ['#00529b', '#ffffff'],
  ['#1b1b1b', '#f58355'],
  ['#006a4e', '#ffd100'],
  ['#5b2c83', '#ffffff'],
  ['#e35205', '#1b1b1b'],
  ['#0077c8', '#ffcd00'],
  ['#8a1538', '#c99700'],
  ['#2e7d32', '#ffffff'],
  ['#263238', '#4fc3f7'],
  ['#b71c1c', '#212121'],
];

/** Ids in one space for all organisations (SPEC §3: teams are organisations too). */
const FIRST_CLUB_ID = 1001;
const FIRST_TEAM_ID = 20001;
const FIRST_PERSON_ID = 100001;
const FIRST_SEASON_ID = 3101;
const FIRST_TOURNAMENT_ID = 4001;
const FIRST_TRANSFER_ID = 9001;

type Club = { name: string; nickname?: string; venue?: string };

class IdSequence {
  constructor(private next: number) {}
  take(): number {
    const value = this.next;
    this.next += 1;
    return value;
  }
}

function clubsFor(sportId: number): readonly Club[] {
  if (sportId === SPORT.iceHockey) return HOCKEY_CLUBS;
  if (sportId === SPORT.basketball) return BASKETBALL_CLUBS;
  if (sportId === SPORT.volleyball) return VOLLEYBALL_CLUBS;
  return COMPANY_CLUBS.map((name) => ({ name }));
}

function orgSuffix(slot: LeagueSlot): string {
  if (slot.age === 'corporate') return '';
  const sport = slot.sportId === SPORT.iceHockey ? 'Hockey' : slot.sportId === SPORT.basketball ? 'Basket' : 'Volleyball';
  const group = slot.age === 'senior' ? (slot.gender === 'women' ? ' Kvinner' : '') : ` ${slot.age.toUpperCase()}`;
  return ` ${sport}${group}`;
}

function defaultVenue(slot: LeagueSlot, club: Club, rng: Rng): string {
  if (slot.age === 'corporate') return rng.pick(CORPORATE_VENUES[slot.sportId] ?? ['Bedriftsidrettshallen']);
  if (club.venue) return club.venue;
  return slot.sportId === SPORT.iceHockey ? `${club.name} ishall` : `${club.name}hallen`;
}

/** Birth year range for an age group, relative to the season year. */
function ageRange(age: AgeGroup): [number, number] {
  switch (age) {
    case 'u20':
      return [17, 19];
    case 'u18':
      return [15, 17];
    case 'u16':
      return [14, 15];
    case 'u14':
      return [12, 13];
    case 'corporate':
      return [24, 56];
    default:
      return [18, 35];
  }
}

function heightRange(sportId: number, gender: 'men' | 'women'): [number, number] {
  const women = gender === 'women';
  if (sportId === SPORT.basketball) return women ? [164, 192] : [180, 214];
  if (sportId === SPORT.volleyball) return women ? [165, 193] : [180, 207];
  return women ? [158, 182] : [172, 198];
}

interface PersonName {
  firstName: string;
  lastName: string;
  nationality: string;
}

function personName(rng: Rng, gender: 'men' | 'women', foreignShare: number): PersonName {
  if (rng.chance(foreignShare)) {
    const origin = rng.pick(FOREIGN);
    const half = Math.floor(origin.first.length / 2);
    const firsts = gender === 'women' ? origin.first.slice(half) : origin.first.slice(0, half);
    return { firstName: rng.pick(firsts), lastName: rng.pick(origin.last), nationality: origin.nationality };
  }
  return {
    firstName: rng.pick(gender === 'women' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    nationality: 'NOR',
  };
}

/** Positions of a roster, in roster order. Hockey: 2 goalies, 4 lines of LD/RD and LW/CE/RW (DESIGN §4). */
function rosterPlan(sportId: number): { position: string | null; line: number | null }[] {
  if (sportId === SPORT.iceHockey) {
    const plan: { position: string | null; line: number | null }[] = [
      { position: 'GK1', line: null },
      { position: 'GK2', line: null },
    ];
    for (let line = 1; line <= 4; line += 1) {
      for (const position of ['LD', 'RD', 'LW', 'CE', 'RW']) plan.push({ position, line });
    }
    return plan;
  }
  if (sportId === SPORT.basketball) {
    return ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'SG', 'PF'].map((position) => ({ position, line: null }));
  }
  if (sportId === SPORT.volleyball) {
    return ['Legger', 'Diagonal', 'Kant', 'Kant', 'Midt', 'Midt', 'Libero', 'Legger', 'Diagonal', 'Kant', 'Kant', 'Midt'].map(
      (position) => ({ position, line: null }),
    );
  }
  if (sportId === SPORT.soccer || sportId === SPORT.futsal || sportId === SPORT.handball) {
    return ['Keeper', 'Forsvar', 'Forsvar', 'Forsvar', 'Midtbane', 'Midtbane', 'Midtbane', 'Angrep', 'Angrep', 'Keeper'].map(
      (position) => ({ position, line: null }),
    );
  }
  return Array.from({ length: 8 }, () => ({ position: null, line: null }));
}

function shirtNumbers(rng: Rng, plan: { position: string | null }[]): number[] {
  const used = new Set<number>();
  return plan.map((entry) => {
    const goalie = entry.position === 'GK1' || entry.position === 'GK2' || entry.position === 'Keeper';
    const pool = goalie ? [1, 30, 31, 33, 35, 39, 40, 12] : [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const candidate = pool.length > 0 && attempt < 8 ? rng.pick(pool) : rng.int(2, 98);
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
    throw new Error('no free shirt number');
  });
}

function buildRoster(
  team: DemoTeam,
  slot: LeagueSlot,
  seed: number,
  today: string,
  persons: IdSequence,
): { roster: RosterMember[]; coaches: DemoCoach[] } {
  const rng = createRng(seed, 'roster', team.teamId);
  const plan = rosterPlan(team.sportId);
  const numbers = shirtNumbers(rng, plan);
  const [minAge, maxAge] = ageRange(slot.age);
  const [minHeight, maxHeight] = heightRange(team.sportId, team.gender);
  const thisYear = Number(today.slice(0, 4));
  const foreignShare = slot.level === 1 ? 0.18 : slot.level === 2 ? 0.08 : 0.02;
  const captainIndex = team.sportId === SPORT.iceHockey ? rng.int(2, plan.length - 1) : rng.int(0, plan.length - 1);
  const roster = plan.map((entry, index): RosterMember => {
    const name = personName(rng, team.gender, foreignShare);
    const birthDay = dayNumber(`${thisYear - rng.int(minAge, maxAge)}-01-01`) + rng.int(0, 364);
    const captain = index === captainIndex;
    const alternate = team.sportId === SPORT.iceHockey && !captain && index >= 2 && rng.chance(0.1);
    return {
      personId: persons.take(),
      owningOrgId: team.teamId,
      teamOrgId: team.teamId,
      firstName: name.firstName,
      lastName: name.lastName,
      birthDate: wireDate(isoFromDay(birthDay)),
      number: at(numbers, index),
      position: entry.position,
      nationality: name.nationality,
      height: slot.age === 'corporate' && rng.chance(0.5) ? null : rng.int(minHeight, maxHeight),
      imageUrl: null,
      line: entry.line,
      captain,
      alternateCaptain: alternate,
    };
  });
  const coaches = (['Hovedtrener', 'Assistenttrener'] as const).map((role): DemoCoach => {
    const name = personName(rng, rng.chance(0.85) ? 'men' : 'women', 0.1);
    return { personId: persons.take(), teamOrgId: team.teamId, firstName: name.firstName, lastName: name.lastName, role };
  });
  return { roster, coaches };
}

/** Season windows (yyyy-MM-dd) per phase; the current season's regular phase is stretched around today. */
function phaseWindow(slot: LeagueSlot, seasonStart: string, calendarYear: boolean): [string, string] {
  const year = Number(seasonStart.slice(0, 4));
  if (calendarYear) return [`${year}-01-15`, `${year}-12-10`];
  switch (slot.phase) {
    case 'preseason':
      return [`${year}-08-10`, `${year}-09-10`];
    case 'playoff':
      return [`${year + 1}-03-05`, `${year + 1}-04-20`];
    default:
      return [`${year}-09-15`, `${year + 1}-03-01`];
  }
}

/** Builds everything but fixtures. Deterministic in (seed, today). */
export function buildWorld({ seed, today }: WorldInput): World {
  const organisations: DemoOrganisation[] = [];
  const addOrg = (orgId: number, kind: DemoOrganisation['kind'], name: string, hasLogo: boolean) => {
    const rng = createRng(seed, 'org', orgId);
    organisations.push({ orgId, kind, name, hasLogo, colours: rng.pick(COLOURS) });
  };

  const clubIds = new IdSequence(FIRST_CLUB_ID);
  const teamIds = new IdSequence(FIRST_TEAM_ID);
  const persons = new IdSequence(FIRST_PERSON_ID);
  const seasonIds = new IdSequence(FIRST_SEASON_ID);
  const tournamentIds = new IdSequence(FIRST_TOURNAMENT_ID);
  const teams = new Map<number, DemoTeam>();
  const rosters = new Map<number, RosterMember[]>();
  const coaches = new Map<number, DemoCoach[]>();
  const seasons: DemoSeason[] = [];
  const tournaments: DemoTournament[] = [];
  const tournamentTeams = new Map<number, DemoTeam[]>();
  const currentYear = Number(today.slice(0, 4));

  for (const plan of ORGANISATION_PLANS) {
    addOrg(plan.orgId, 'federation', plan.name, true);
    addOrg(plan.foreignOwner, 'owner', plan.foreignName, false);

    // Clubs and teams: one club org per club name and sport, one team org per (club, league).
    const clubOrg = new Map<string, number>();
    const slotTeams = new Map<string, DemoTeam[]>();
    const seniorMenTeams = new Map<string, number>();
    let pointer = 0;
    for (const slot of plan.leagues) {
      if (slot.teamsOf) continue;
      const rng = createRng(seed, 'league', slot.key);
      const pool = clubsFor(slot.sportId);
      const count = rng.int(slot.teams[0], slot.teams[1]);
      const chosen: Club[] = [];
      if (slot.age === 'senior' && slot.gender === 'men' && slot.sportId !== SPORT.volleyball && slot.sportId !== SPORT.basketball) {
        // Men's hockey divisions go down the club list, so the big clubs play in the top league.
        for (let index = 0; index < count; index += 1) chosen.push(at(pool, (pointer + index) % pool.length));
        pointer += count;
      } else {
        chosen.push(...rng.shuffle(pool.slice(0, Math.max(count, Math.min(pool.length, 16)))).slice(0, count));
      }
      const list = chosen.map((club): DemoTeam => {
        let clubId = clubOrg.get(club.name);
        if (clubId === undefined) {
          clubId = clubIds.take();
          clubOrg.set(club.name, clubId);
          addOrg(clubId, 'club', club.name, true);
        }
        // A club's second men's team in a lower division is "Stjernen 2"; youth teams carry the age group.
        let number = '';
        if (slot.age === 'senior' && slot.gender === 'men') {
          const seen = (seniorMenTeams.get(club.name) ?? 0) + 1;
          seniorMenTeams.set(club.name, seen);
          if (seen > 1) number = ` ${seen}`;
        }
        const age = slot.age !== 'senior' && slot.age !== 'corporate' ? ` ${slot.age.toUpperCase()}` : '';
        const name = `${club.name}${age}${number}`;
        const teamId = teamIds.take();
        const teamRng = createRng(seed, 'team', teamId);
        const team: DemoTeam = {
          teamId,
          orgId: teamId,
          name,
          orgName: `${club.name}${orgSuffix(slot)}${number}`,
          nickname: club.nickname && name === club.name ? club.nickname : null,
          clubOrgId: clubId,
          sportId: slot.sportId,
          venue: defaultVenue(slot, club, teamRng),
          gender: slot.gender,
          strength: 0.8 + teamRng.next() * 0.4,
        };
        // Most teams have a logo; some show their initial instead (SPEC §3).
        addOrg(teamId, 'team', team.orgName, teamRng.chance(0.7));
        teams.set(teamId, team);
        const built = buildRoster(team, slot, seed, today, persons);
        rosters.set(teamId, built.roster);
        coaches.set(teamId, built.coaches);
        return team;
      });
      slotTeams.set(slot.key, list);
    }

    // Seasons: the current year and the five before (SPEC §9), plus two records to filter out (SPEC §5).
    for (let year = currentYear - 5; year <= currentYear; year += 1) {
      const start = plan.calendarYear ? `${year}-01-01` : `${year}-09-01`;
      const seasonId = seasonIds.take();
      seasons.push({
        season: {
          seasonId,
          seasonName: plan.calendarYear ? `${year}` : `${year}/${year + 1}`,
          seasonDateFrom: wireDate(start),
          orgIdOwner: plan.orgId,
        },
        listedUnderOrgId: plan.orgId,
        year,
        regular: true,
        lastDay: plan.calendarYear ? `${year}-12-31` : `${year + 1}-06-30`,
      });
    }
    // A season that has not started: three weeks ahead, kept inside this year so `year=` finds it.
    const ahead = dayNumber(today) + 21 > dayNumber(`${currentYear}-12-31`) ? `${currentYear}-12-31` : addDays(today, 21);
    for (const [name, start, owner] of [
      [`Sesong ${currentYear} (planlagt)`, ahead, plan.orgId],
      [plan.calendarYear ? `${plan.foreignName} ${currentYear}` : `${plan.foreignName} ${currentYear}/${currentYear + 1}`, `${currentYear}-01-10`, plan.foreignOwner],
    ] as const) {
      seasons.push({
        season: { seasonId: seasonIds.take(), seasonName: name, seasonDateFrom: wireDate(start), orgIdOwner: owner },
        listedUnderOrgId: plan.orgId,
        year: currentYear,
        regular: false,
        lastDay: `${currentYear}-12-31`,
      });
    }

    const regularSeasons = seasons.filter((entry) => entry.regular && entry.season.orgIdOwner === plan.orgId);
    const current = [...regularSeasons].reverse().find((entry) => entry.season.seasonDateFrom.slice(0, 10) <= today);
    for (const entry of regularSeasons) {
      const isCurrent = entry === current;
      for (const slot of plan.leagues) {
        let [firstDay, lastDay] = phaseWindow(slot, entry.season.seasonDateFrom.slice(0, 10), plan.calendarYear);
        if (isCurrent && slot.phase === 'regular') {
          // DESIGN §4: the current season has played matches a month back and fixtures a month ahead.
          if (firstDay > addDays(today, -40)) firstDay = addDays(today, -40);
          if (lastDay < addDays(today, 40)) lastDay = addDays(today, 40);
        }
        const tournamentId = tournamentIds.take();
        const rng = createRng(seed, 'tournament', tournamentId);
        const own = slotTeams.get(slot.teamsOf ?? slot.key) ?? [];
        tournamentTeams.set(tournamentId, slot.key === 'h-nm' ? own.slice(0, 8) : own);
        tournaments.push({
          tournament: {
            tournamentId,
            tournamentName: slot.name,
            sportId: slot.sportId,
            division: slot.division,
            isResultPublished: slot.isResultPublished ?? (rng.chance(0.1) ? null : true),
            // A play-off schedule is published when the play-offs start: until then the current season's
            // play-off league is filtered out (SPEC §5), so the first league shown has matches now.
            areMatchesPublished: slot.areMatchesPublished ?? !(isCurrent && slot.playoff && firstDay > today),
            leagueDisplayResults: slot.leagueDisplayResults ?? true,
            seasonId: entry.season.seasonId,
          },
          orgId: plan.orgId,
          leagueKey: slot.key,
          phase: slot.phase,
          level: slot.level,
          gender: slot.gender,
          playoff: slot.playoff,
          firstDay,
          lastDay,
          current: isCurrent,
        });
      }
    }
  }

  return {
    organisations,
    seasons,
    tournaments,
    tournamentTeams,
    teams,
    rosters,
    coaches,
    transfers: buildTransfers(seed, today, teams, rosters, tournaments, tournamentTeams),
  };
}

const FOREIGN_CLUBS: Readonly<Record<number, readonly string[]>> = {
  [SPORT.iceHockey]: ['Frölunda HC', 'Rögle BK', 'Ilves', 'HC Kometa Brno', 'Dinamo Riga', 'Rødovre Mighty Bulls'],
  [SPORT.basketball]: ['BC Kalev', 'Bakken Bears', 'Norrköping Dolphins', 'Helsinki Seagulls'],
  [SPORT.volleyball]: ['Hylte/Halmstad', 'Gentofte Volley', 'Vantaa Ducks', 'Örkelljunga VK'],
};

/** Transfers of the last year (SPEC §3; served under `sfOrgId` of each federation). */
function buildTransfers(
  seed: number,
  today: string,
  teams: Map<number, DemoTeam>,
  rosters: Map<number, RosterMember[]>,
  tournaments: DemoTournament[],
  tournamentTeams: Map<number, DemoTeam[]>,
): DemoTransfer[] {
  const transfers: DemoTransfer[] = [];
  const ids = new IdSequence(FIRST_TRANSFER_ID);
  for (const plan of ORGANISATION_PLANS) {
    const rng = createRng(seed, 'transfers', plan.orgId);
    const teamIdsOfOrg = new Set<number>();
    for (const entry of tournaments) {
      if (entry.orgId !== plan.orgId) continue;
      for (const team of tournamentTeams.get(entry.tournament.tournamentId) ?? []) teamIdsOfOrg.add(team.teamId);
    }
    const orgTeams = [...teamIdsOfOrg].map((id) => teams.get(id)).filter((team): team is DemoTeam => team !== undefined);
    if (orgTeams.length < 2) continue;
    const count = rng.int(14, 24);
    const moved = new Set<number>();
    for (let index = 0; index < count; index += 1) {
      const to = rng.pick(orgTeams);
      const candidates = (rosters.get(to.teamId) ?? []).filter((member) => !moved.has(member.personId));
      if (candidates.length === 0) continue;
      const member = rng.pick(candidates);
      moved.add(member.personId);
      const abroad = FOREIGN_CLUBS[to.sportId];
      const others = orgTeams.filter((team) => team.teamId !== to.teamId && team.sportId === to.sportId);
      if (others.length === 0) continue;
      const fromTeam = rng.pick(others);
      const fromAbroad = abroad !== undefined && rng.chance(0.25);
      transfers.push({
        transferId: ids.take(),
        personId: member.personId,
        firstName: member.firstName,
        lastName: member.lastName,
        fromOrgName: fromAbroad ? rng.pick(abroad) : fromTeam.orgName,
        toOrgName: to.orgName,
        datePermittedToPlayNewOrg: wireDate(addDays(today, -rng.int(2, 360))),
        sportId: to.sportId,
        federationOrgId: plan.orgId,
        fromTeamOrgId: fromAbroad ? null : fromTeam.teamId,
        toTeamOrgId: to.teamId,
      });
    }
  }
  return transfers.sort(
    (a, b) => b.datePermittedToPlayNewOrg.localeCompare(a.datePermittedToPlayNewOrg) || a.transferId - b.transferId,
  );
}
