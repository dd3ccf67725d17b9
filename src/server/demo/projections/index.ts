/**
 * Match detail projections of the demo league (SPEC §7 match calls): every number is derived from the
 * match's simulated events as played at the league's now, so the pages agree with `matchResult` and with
 * each other. Unknown match ids throw NotFoundError (HTTP 404).
 */
export { basketballPlayers, courtSeconds } from './basketball';
export { hockeyBox, hockeyGoalies, hockeyGoals, hockeyPenalties, hockeyPlayers, type HockeyBox, type HockeyLineExtras } from './hockey';
export { incidentTypes, incidents, matchIncidents, periodResults, type MatchIncidents } from './incidents';
export { matchReferees, matchTeamMembers } from './officials';
export { clock, playedSoFar, type PlayedMatch } from './played';
export { volleyballPlayers } from './volleyball';
export { standings, standingsSettings } from './standings';
export { personImageUrl, teamMemberOfOrg, teamMembers, tournamentsForPerson, transfers } from './people';
export { basketballTournamentPlayers, basketballTournamentTeams, goalieGames, skaterGames, type GameScope } from './gameLogs';
export { soccerBestPlayers } from './soccer';
export { hockeySpectators, hockeyTeamStatistics, hockeyTournamentGoalies, hockeyTournamentPlayers, type HockeyStatsFilters } from './hockeyStats';
