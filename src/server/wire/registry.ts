/**
 * Every target of the contract (DESIGN §2, `shared/contract/targets.ts`) → the wire parser the client reads
 * its answer with (`shared/wire`), the first bundle's table and each lazy page's `ProxyParser` alike: the one
 * copy of the readers (DESIGN §6.1), here so the server can check the upstream's answers against them
 * (issue 25 "drift is visible"). Server-only: the client keeps loading each page's parser with its chunk.
 *
 * The mapped types below make a target without a parser a type error, so a new target cannot be
 * forgotten here.
 */
import type { DirectTargetName, ProxyTargetName } from '../../shared/contract';
import { parseHockeyGoalies, parseHockeyPlayers, parseHockeySpectators, parseHockeyTeamStats } from '../../shared/wire/hockeyStats';
import { matchResponseParsers as match } from '../../shared/wire/match';
import { parseTeamMembers, parseTransfers } from '../../shared/wire/people';
import {
  parseBasketballSeasonStats,
  parseBasketballTeamSeasonStats,
  parseGoalieGames,
  parseSkaterGames,
  parseTournamentsForPerson,
} from '../../shared/wire/profile';
import type { WireReport } from '../../shared/wire/report';
import { parseDirectResponse, parseProxyResponse } from '../../shared/wire/responses';
import { parseSoccerBestPlayers } from '../../shared/wire/soccerStats';
import { parseStandings, parseStandingsSettings } from '../../shared/wire/standings';

/** A parser as the server calls it: the answer and the report that hears what could not be read. */
export type WireParser = (raw: unknown, report: WireReport) => unknown;

const firstBundle =
  (name: ProxyTargetName): WireParser =>
  (raw, report) =>
    parseProxyResponse(name, raw, report);

export const proxyWireParsers: { readonly [N in ProxyTargetName]: WireParser } = {
  // The first bundle's table (boot, scoreboard, schedule, live).
  tournamentTeams: firstBundle('tournamentTeams'),
  scheduledMatchesBySport: firstBundle('scheduledMatchesBySport'),
  tournamentMatches: firstBundle('tournamentMatches'),
  tournament: firstBundle('tournament'),
  match: firstBundle('match'),
  broadcastsBySport: firstBundle('broadcastsBySport'),
  broadcastsByTournament: firstBundle('broadcastsByTournament'),
  liveMatchEvents: firstBundle('liveMatchEvents'),
  // The match page's chunk.
  matchIncidents: match.matchIncidents,
  matchReferees: match.matchReferees,
  matchIncidentTypes: match.matchIncidentTypes,
  matchTeamMembers: match.matchTeamMembers,
  broadcastsByMatch: match.broadcastsByMatch,
  hockeyGoals: match.hockeyGoals,
  hockeyPenalties: match.hockeyPenalties,
  hockeyPlayers: match.hockeyPlayers,
  hockeyGoalies: match.hockeyGoalies,
  basketballMatchPlayers: match.basketballMatchPlayers,
  volleyballMatchPlayers: match.volleyballMatchPlayers,
  organisations: match.organisations,
  // Standings (and the kiosk).
  standingsSettings: parseStandingsSettings,
  standings: parseStandings,
  // The player profile.
  skaterLastGames: parseSkaterGames,
  skaterTournamentGames: parseSkaterGames,
  goalieLastGames: parseGoalieGames,
  goalieTournamentGames: parseGoalieGames,
  basketballPlayerSeason: parseBasketballSeasonStats,
  tournamentsForPerson: parseTournamentsForPerson,
  teamMemberOfOrg: parseTeamMembers,
  // Rosters and transfers.
  teamMembers: parseTeamMembers,
  transfers: parseTransfers,
  // The statistics pages.
  basketballTournamentPlayers: parseBasketballSeasonStats,
  basketballTournamentTeams: parseBasketballTeamSeasonStats,
  hockeyTournamentPlayers: parseHockeyPlayers,
  hockeyTournamentGoalies: parseHockeyGoalies,
  hockeyTeamStatistics: parseHockeyTeamStats,
  hockeySpectators: parseHockeySpectators,
  soccerBestPlayers: parseSoccerBestPlayers,
};

export const directWireParsers: { readonly [N in DirectTargetName]: WireParser } = {
  seasons: (raw, report) => parseDirectResponse('seasons', raw, report),
  tournamentsInSeason: (raw, report) => parseDirectResponse('tournamentsInSeason', raw, report),
  seasonLookup: (raw, report) => parseDirectResponse('seasonLookup', raw, report),
};
