/**
 * The leagues each demo organisation runs every season (DESIGN §4, SPEC §9). A league keeps its key and
 * its teams from year to year, so "previous tournaments" of a player are real.
 */
import { SPORT } from '../../shared/contract';
import { DEMO_ORG } from '../sites';
import type { LeaguePhase } from './model';

export type AgeGroup = 'senior' | 'u20' | 'u18' | 'u16' | 'u14' | 'corporate';

/**
 * Today's matches of a league in the current season (DESIGN §4; src/server/demo/fixtures.ts): 'full' plays
 * at fixed evening times (one finished by 18:00, one in progress, two later); 'live' (filler) leagues are
 * live-covered and play through the day as the sport's relay needs, so at any hour a live-covered match
 * of each live sport is in progress (src/server/demo/slate.ts). null: an ordinary schedule.
 */
export type Slate = 'full' | 'live' | null;

export interface LeagueSlot {
  key: string;
  name: string;
  orgId: number;
  sportId: number;
  division: number | null;
  gender: 'men' | 'women';
  age: AgeGroup;
  level: number;
  phase: LeaguePhase;
  playoff: boolean;
  slate: Slate;
  /** Share the teams of another league (pre-season friendlies, play-offs). */
  teamsOf?: string;
  /** Team count range; a league takes a seeded count in it (DESIGN §4: 6-10). */
  teams: readonly [number, number];
  /** SPEC §5 filter-out flags; absent means published. */
  areMatchesPublished?: false;
  isResultPublished?: false;
  leagueDisplayResults?: false;
}

const H = DEMO_ORG.hockeyFederation;
const B = DEMO_ORG.basketballAssociation;
const V = DEMO_ORG.volleyballAssociation;
const C = DEMO_ORG.corporateSports;

function slot(
  key: string,
  name: string,
  orgId: number,
  sportId: number,
  rest: Partial<Omit<LeagueSlot, 'key' | 'name' | 'orgId' | 'sportId'>> = {},
): LeagueSlot {
  return {
    key,
    name,
    orgId,
    sportId,
    division: null,
    gender: 'men',
    age: 'senior',
    level: 3,
    phase: 'regular',
    playoff: false,
    slate: null,
    teams: [6, 10],
    ...rest,
  };
}

const hockeyDivisions = [2, 3, 4, 5, 6].map((division) =>
  slot(`h-div${division}`, `${division}.div menn`, H, SPORT.iceHockey, { division, level: Math.min(6, division + 1) }),
);

/** SPEC §9 named hockey list first (the client orders by it), then the others. */
export const HOCKEY_LEAGUES: readonly LeagueSlot[] = [
  slot('h-nm', 'NM sluttspill menn senior', H, SPORT.iceHockey, { level: 1, phase: 'playoff', playoff: true, teamsOf: 'h-ehl' }),
  slot('h-ehl', 'EHL', H, SPORT.iceHockey, { level: 1, slate: 'full', teams: [8, 10] }),
  slot('h-ehl-tr', 'EHL treningskamper', H, SPORT.iceHockey, { level: 1, phase: 'preseason', teamsOf: 'h-ehl' }),
  slot('h-bambusa', 'Bambusa-ligaen', H, SPORT.iceHockey, { gender: 'women', level: 2, teams: [6, 8] }),
  slot('h-bambusa-tr', 'Bambusa-ligaen treningskamper', H, SPORT.iceHockey, {
    gender: 'women',
    level: 2,
    phase: 'preseason',
    teamsOf: 'h-bambusa',
  }),
  slot('h-1div-k', '1.div kvinner', H, SPORT.iceHockey, { gender: 'women', division: 1, level: 3, slate: 'live' }),
  slot('h-1div', '1.div menn', H, SPORT.iceHockey, { division: 1, level: 2, slate: 'live' }),
  ...hockeyDivisions,
  slot('h-u20', 'U20 Elite', H, SPORT.iceHockey, { age: 'u20', level: 3 }),
  slot('h-u18', 'U18 Elite', H, SPORT.iceHockey, { age: 'u18', level: 4, division: 1 }),
  slot('h-kval', 'Kvalifisering EHL', H, SPORT.iceHockey, { level: 1, areMatchesPublished: false, teams: [6, 6] }),
  slot('h-u16', 'U16 Elite', H, SPORT.iceHockey, { age: 'u16', level: 5, isResultPublished: false }),
  slot('h-u14', 'U14 Regionserie', H, SPORT.iceHockey, { age: 'u14', level: 6, leagueDisplayResults: false }),
];

export const BASKETBALL_LEAGUES: readonly LeagueSlot[] = [
  slot('b-blno', 'BLNO', B, SPORT.basketball, { level: 1, slate: 'full', teams: [8, 10] }),
  slot('b-kvinne', 'Kvinneligaen', B, SPORT.basketball, { gender: 'women', level: 1, teams: [6, 8], slate: 'live' }),
  slot('b-1div', '1. divisjon menn', B, SPORT.basketball, { division: 1, level: 2, slate: 'live' }),
  slot('b-1div-k', '1. divisjon kvinner', B, SPORT.basketball, { gender: 'women', division: 1, level: 2, slate: 'live' }),
  slot('b-2div', '2. divisjon menn', B, SPORT.basketball, { division: 2, level: 3 }),
  slot('b-kval', 'Kvalifisering BLNO', B, SPORT.basketball, { level: 1, areMatchesPublished: false, teams: [6, 6] }),
  slot('b-u16', 'U16 Elite', B, SPORT.basketball, { age: 'u16', level: 4, isResultPublished: false }),
  slot('b-u14', 'U14 Regionserie', B, SPORT.basketball, { age: 'u14', level: 5, leagueDisplayResults: false }),
];

export const VOLLEYBALL_LEAGUES: readonly LeagueSlot[] = [
  slot('v-mizuno', 'Mizuno-ligaen', V, SPORT.volleyball, { level: 1, slate: 'full', teams: [8, 10] }),
  slot('v-mizuno-k', 'Mizuno-ligaen kvinner', V, SPORT.volleyball, { gender: 'women', level: 1, slate: 'live', teams: [6, 8] }),
  slot('v-1div', '1. divisjon menn', V, SPORT.volleyball, { division: 1, level: 2, slate: 'live' }),
  slot('v-1div-k', '1. divisjon kvinner', V, SPORT.volleyball, { gender: 'women', division: 1, level: 2, slate: 'live' }),
  slot('v-kval', 'Kvalifisering Mizuno-ligaen', V, SPORT.volleyball, { level: 1, areMatchesPublished: false, teams: [6, 6] }),
  slot('v-u17', 'U17 Elite', V, SPORT.volleyball, { age: 'u16', level: 4, isResultPublished: false }),
  slot('v-u15', 'U15 Regionserie', V, SPORT.volleyball, { age: 'u14', level: 5, leagueDisplayResults: false }),
];

const corporate = (key: string, name: string, sportId: number, rest: Partial<LeagueSlot> = {}) =>
  slot(key, name, C, sportId, { age: 'corporate', level: 4, teams: [6, 8], ...rest });

/** SPEC §1: organisation 354 runs one tournament in each of its sports (plus basketball and ice hockey). */
export const CORPORATE_LEAGUES: readonly LeagueSlot[] = [
  corporate('c-golf', 'Bedriftsgolf', SPORT.golf),
  corporate('c-padel', 'Padel Bedriftsserie', SPORT.padel, { division: 1 }),
  corporate('c-squash', 'Squash Bedriftsliga', SPORT.squash),
  corporate('c-curling', 'Curling Bedriftsserie', SPORT.curling),
  corporate('c-frisbee', 'Frisbeegolf Bedriftsserie', SPORT.frisbeeGolf),
  corporate('c-handball', 'Håndball Bedriftsserie', SPORT.handball, { division: 1 }),
  corporate('c-soccer', 'Fotball 7er Bedriftsserie', SPORT.soccer, { division: 1, slate: 'full', teams: [8, 10] }),
  corporate('c-tabletennis', 'Bordtennis Bedriftsserie', SPORT.tableTennis),
  corporate('c-dodgeball', 'Dodgeball Bedriftsliga', SPORT.dodgeball),
  corporate('c-floorball', 'Innebandy Bedriftsserie', SPORT.floorball, { division: 1 }),
  corporate('c-futsal', 'Futsal Bedriftsserie', SPORT.futsal),
  corporate('c-rinkbandy', 'Rinkbandy Bedriftsserie', SPORT.rinkbandy),
  corporate('c-cageball', 'Cageball Bedriftsserie', SPORT.cageball),
  corporate('c-basket', 'Basket Bedriftsserie', SPORT.basketball, { division: 2 }),
  corporate('c-hockey', 'Ishockey Bedriftsserie', SPORT.iceHockey, { division: 2, slate: 'live' }),
  corporate('c-kval', 'Fotball 11er Bedriftsserie kvalifisering', SPORT.soccer, { areMatchesPublished: false }),
  corporate('c-floorball2', 'Innebandy Bedriftsserie 2. divisjon', SPORT.floorball, { division: 2, isResultPublished: false }),
  corporate('c-oldboys', 'Fotball 7er Old Boys', SPORT.soccer, { leagueDisplayResults: false }),
];

/** Per organisation: its leagues, its season style, and the other owner whose season it lists by mistake. */
export const ORGANISATION_PLANS = [
  { orgId: H, name: 'Norges Ishockeyforbund', leagues: HOCKEY_LEAGUES, calendarYear: false, foreignOwner: 11, foreignName: 'Region Øst' },
  { orgId: B, name: 'Norges Basketballforbund', leagues: BASKETBALL_LEAGUES, calendarYear: false, foreignOwner: 21, foreignName: 'Basket Region Vest' },
  { orgId: V, name: 'Norges Volleyballforbund', leagues: VOLLEYBALL_LEAGUES, calendarYear: false, foreignOwner: 31, foreignName: 'Volleyball Region Midt' },
  { orgId: C, name: 'Oslo Bedriftsidrettskrets', leagues: CORPORATE_LEAGUES, calendarYear: true, foreignOwner: 355, foreignName: 'Akershus Bedriftsidrettskrets' },
] as const;
