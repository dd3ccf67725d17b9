/**
 * ta/MatchReferee and ta/MatchTeamMembers (SPEC §3 Referee, Lineup member; §7). Referees come from a
 * seeded pool per organisation, so the same officials recur across matches; lineups are the players the
 * simulation dressed.
 */
import { SPORT, type LineupMember, type Referee } from '../../../shared/contract';
import type { DemoLeague } from '../model';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, REFEREE_TYPES } from '../names';
import { createRng } from '../random';
import { dressed, playedSoFar } from './played';

const POOL_SIZE = 24;
/** Referee person ids: far above the players' and coaches' range (which starts at 100001). */
const REFEREE_ID_BASE = 900_000;
/** Leagues at this level or lower (U14, regional) make do with a non-official stand-in for the last official. */
const STAND_IN_LEVEL = 5;

interface PoolReferee {
  refereeId: number;
  firstName: string;
  lastName: string;
}

const pools = new WeakMap<DemoLeague, Map<number, PoolReferee[]>>();

function poolOf(league: DemoLeague, orgId: number): PoolReferee[] {
  let byOrg = pools.get(league);
  if (!byOrg) {
    byOrg = new Map();
    pools.set(league, byOrg);
  }
  let pool = byOrg.get(orgId);
  if (!pool) {
    const rng = createRng(league.seed, 'referees', orgId);
    pool = Array.from({ length: POOL_SIZE }, (_, index) => ({
      refereeId: REFEREE_ID_BASE + orgId * 100 + index + 1,
      firstName: rng.pick(rng.chance(0.8) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
    }));
    byOrg.set(orgId, pool);
  }
  return pool;
}

function refereeTypes(sportId: number): readonly string[] {
  if (sportId === SPORT.iceHockey) return REFEREE_TYPES.hockey;
  if (sportId === SPORT.basketball) return REFEREE_TYPES.basketball;
  if (sportId === SPORT.volleyball) return REFEREE_TYPES.volleyball;
  return ['Dommer'];
}

/**
 * The officials of a match, appointed ahead (so a fixture has them too). Deterministic in (seed, matchId);
 * exported so the live view's MatchData can name the same people.
 */
export function matchReferees(league: DemoLeague, matchId: number): { referees: Referee[] } {
  const { fixture } = playedSoFar(league, matchId);
  const tournament = league.tournament(fixture.tournamentId);
  const types = refereeTypes(fixture.sportId);
  const chosen = createRng(league.seed, 'matchReferees', matchId).shuffle(poolOf(league, tournament?.orgId ?? 0)).slice(0, types.length);
  const standIn = (tournament?.level ?? 1) >= STAND_IN_LEVEL;
  return {
    referees: chosen.map((person, index) => {
      const nonOfficial = standIn && index === types.length - 1 && types.length > 1;
      return {
        refereeId: person.refereeId,
        refereeType: types[index] ?? 'Dommer',
        firstName: person.firstName,
        lastName: person.lastName,
        nonOfficialReferee: nonOfficial,
        nonOfficialRefereeName: nonOfficial ? `${person.firstName} ${person.lastName}` : null,
      };
    }),
  };
}

/** ta/MatchTeamMembers: the dressed players of both teams once the match has begun. */
export function matchTeamMembers(league: DemoLeague, matchId: number): { lineups: LineupMember[] } {
  const { fixture, cut } = playedSoFar(league, matchId);
  if (cut) {
    if (!cut.started) return { lineups: [] };
    return {
      lineups: dressed(league, cut.simulation).map(({ member }) => ({
        position: member.position ?? '',
        number: member.number,
        lastName: member.lastName,
        personId: member.personId,
        teamOrgId: member.teamOrgId,
      })),
    };
  }
  // Sports decided at result level: the rosters, once the match has begun (postponed and cancelled: none).
  if (fixture.fixedStatus !== null || league.now().getTime() < fixture.kickoffMs) return { lineups: [] };
  return {
    lineups: [fixture.homeTeamId, fixture.awayTeamId].flatMap((teamOrgId) =>
      league.roster(teamOrgId).map((member) => ({
        position: member.position ?? '',
        number: member.number,
        lastName: member.lastName,
        personId: member.personId,
        teamOrgId,
      })),
    ),
  };
}
