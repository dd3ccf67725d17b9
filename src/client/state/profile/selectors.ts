/**
 * The player profile's row models (SPEC §2 Player profile): the info card, the last-games rows with their
 * match links, one previous-tournaments row per tournament with its totals and its own game rows, and the
 * basketball averages and last-tournaments rows. Every figure is decided by domain/profile; text and
 * labels are the page's.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { BasketballSeasonStats, GoalieGame, SkaterGame, TeamMember, TournamentForPerson } from '../../../shared/contract';
import { paths } from '../../domain/paths';
import { birthYearOf, personName, positionLabel, safeImageUrl, type PositionLabel } from '../../domain/people';
import {
  basketballAverages,
  goalieGameLine,
  goalieLineWithoutResults,
  goalieTotals,
  initialsOf,
  LAST_GAMES,
  skaterGameLine,
  skaterLineWithoutResults,
  skaterTotals,
  tournamentYear,
  tournamentsOfSport,
  type BasketballAverages,
  type GoalieLine,
  type SkaterLine,
} from '../../domain/profile';
import type { ResultsVisibility } from '../../domain/score';
import type { GamesByTournament } from './profileApi';

/** SPEC §4: the one visibility rule per tournament (state/visibility selectTournamentVisibility). */
export type VisibilityOf = (tournamentId: number | null) => ResultsVisibility;

/** The info card (SPEC §2): every field null (a dash) when the record lacks it. */
export interface PersonCard {
  personId: number;
  name: string;
  initials: string;
  /** Only a safe image (domain/people safeImageUrl); null shows the initials avatar. */
  imageUrl: string | null;
  birthYear: number | null;
  number: number | null;
  /** The one position rule (domain/people positionLabel), by the profile's sport; null: a dash. */
  position: PositionLabel | null;
  nationality: string | null;
  /** Centimetres. */
  height: number | null;
}

/** The info card of `member` on a profile of `sportId` (null: unknown, positions show as sent). */
export function personCard(member: TeamMember, sportId: number | null): PersonCard {
  return {
    personId: member.personId,
    name: personName(member.firstName, member.lastName),
    initials: initialsOf(member.firstName, member.lastName),
    imageUrl: safeImageUrl(member.imageUrl),
    birthYear: birthYearOf(member.birthDate),
    number: member.number,
    position: positionLabel(member.position, sportId),
    nationality: member.nationality,
    height: member.height !== null && member.height > 0 ? member.height : null,
  };
}

/** One game of a last-games or expanded-tournament table. */
export interface GameRow<L> {
  id: string;
  /** The match day `YYYY-MM-DD`, or '' when the answer has none. */
  day: string;
  /** "Home – Away"; '' when the answer names neither team. */
  match: string;
  /** SPEC §2: the match page of the game, with the season and tournament in its query. */
  matchHref: string;
  tournament: string;
  /** SPEC §4: the game's tournament does not (or is not known to) publish results: its result figures are dashes. */
  resultsHidden: boolean;
  line: L;
}

export type SkaterGameRow = GameRow<SkaterLine>;
export type GoalieGameRow = GameRow<GoalieLine>;

/** One tournament of the previous-tournaments table, its totals and its own game rows. */
export interface TournamentRow<L> {
  id: string;
  tournamentId: number;
  tournament: string;
  team: string;
  year: number | null;
  /** SPEC §4: the tournament does not (or is not known to) publish results: its result figures are dashes. */
  resultsHidden: boolean;
  /** null while unknown: the tournament's games could not be read (`error` says why). */
  totals: L | null;
  error: string | null;
  games: GameRow<L>[];
}

export type SkaterTournamentRow = TournamentRow<SkaterLine>;
export type GoalieTournamentRow = TournamentRow<GoalieLine>;

/** The season of each of the person's tournaments, for the match links (SPEC §2 navigation carries it). */
function seasonsById(tournaments: readonly TournamentForPerson[]): ReadonlyMap<number, number> {
  return new Map(tournaments.filter((tournament) => tournament.seasonId > 0).map((tournament) => [tournament.tournamentId, tournament.seasonId]));
}

interface GameFields {
  matchId: number;
  tournamentId: number;
  tournamentName: string;
  homeTeamName: string;
  awayTeamName: string;
}

function gameRow<G extends GameFields, L>(
  game: G,
  date: string,
  line: L,
  seasons: ReadonlyMap<number, number>,
  index: number,
  resultsHidden: boolean,
): GameRow<L> {
  const tournamentId = game.tournamentId > 0 ? game.tournamentId : null;
  const teams = [game.homeTeamName, game.awayTeamName];
  return {
    // A person plays a match once, but a malformed answer may repeat one: the index keeps React's keys apart.
    id: `${game.matchId}-${index}`,
    day: /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : '',
    match: teams.every((team) => team === '') ? '' : teams.map((team) => team || '-').join(' – '),
    matchHref: paths.match.href({ matchId: game.matchId, seasonId: tournamentId === null ? null : (seasons.get(tournamentId) ?? null), tournamentId }),
    tournament: game.tournamentName,
    resultsHidden,
    line,
  };
}

const hiddenFor = (visibilityOf: VisibilityOf, tournamentId: number) => visibilityOf(tournamentId > 0 ? tournamentId : null) !== 'shown';

const skaterRows = (games: readonly SkaterGame[], seasons: ReadonlyMap<number, number>, visibilityOf: VisibilityOf): SkaterGameRow[] =>
  games.map((game, index) => {
    const hidden = hiddenFor(visibilityOf, game.tournamentId);
    const line = skaterGameLine(game);
    return gameRow(game, game.matchDate, hidden ? skaterLineWithoutResults(line) : line, seasons, index, hidden);
  });

const goalieRows = (games: readonly GoalieGame[], seasons: ReadonlyMap<number, number>, visibilityOf: VisibilityOf): GoalieGameRow[] =>
  games.map((game, index) => {
    const hidden = hiddenFor(visibilityOf, game.tournamentId);
    const line = goalieGameLine(game);
    return gameRow(game, game.matchdate, hidden ? goalieLineWithoutResults(line) : line, seasons, index, hidden);
  });

export interface LastGamesInputs<G> {
  games: readonly G[];
  tournaments: readonly TournamentForPerson[];
  visibilityOf: VisibilityOf;
}

/** SPEC §2 skater "Last 5 games": the answer's rows in its order (newest first), at most 5 (SPEC §9). */
export const selectSkaterLastGames = createSelector(
  [(inputs: LastGamesInputs<SkaterGame>) => inputs.games, (inputs: LastGamesInputs<SkaterGame>) => inputs.tournaments, (inputs: LastGamesInputs<SkaterGame>) => inputs.visibilityOf],
  (games, tournaments, visibilityOf): SkaterGameRow[] => skaterRows(games.slice(0, LAST_GAMES), seasonsById(tournaments), visibilityOf),
);

/** SPEC §2 goalie last 5 games, as the skater's. */
export const selectGoalieLastGames = createSelector(
  [(inputs: LastGamesInputs<GoalieGame>) => inputs.games, (inputs: LastGamesInputs<GoalieGame>) => inputs.tournaments, (inputs: LastGamesInputs<GoalieGame>) => inputs.visibilityOf],
  (games, tournaments, visibilityOf): GoalieGameRow[] => goalieRows(games.slice(0, LAST_GAMES), seasonsById(tournaments), visibilityOf),
);

export interface TournamentsInputs<G> {
  sportId: number;
  tournaments: readonly TournamentForPerson[];
  results: GamesByTournament<G>;
  visibilityOf: VisibilityOf;
}

function tournamentRows<G, L>(
  { sportId, tournaments, results, visibilityOf }: TournamentsInputs<G>,
  rows: (games: readonly G[], seasons: ReadonlyMap<number, number>, visibilityOf: VisibilityOf) => GameRow<L>[],
  totals: (games: readonly G[]) => L,
  withoutResults: (line: L) => L,
): TournamentRow<L>[] {
  const seasons = seasonsById(tournaments);
  return tournamentsOfSport(sportId, tournaments).map((tournament, index): TournamentRow<L> => {
    const result = results[tournament.tournamentId];
    const base = {
      id: `${tournament.tournamentId}-${index}`,
      tournamentId: tournament.tournamentId,
      tournament: tournament.tournamentName,
      team: tournament.teamName,
      year: tournamentYear(tournament),
      resultsHidden: hiddenFor(visibilityOf, tournament.tournamentId),
    };
    if (result === undefined || result.status === 'failed') return { ...base, totals: null, error: result?.error ?? '', games: [] };
    const line = totals(result.games);
    return { ...base, totals: base.resultsHidden ? withoutResults(line) : line, error: null, games: rows(result.games, seasons, visibilityOf) };
  });
}

/** SPEC §2 skater previous tournaments: one row per tournament of the sport, newest first, with its totals. */
export const selectSkaterTournaments = createSelector(
  [
    (inputs: TournamentsInputs<SkaterGame>) => inputs.sportId,
    (inputs: TournamentsInputs<SkaterGame>) => inputs.tournaments,
    (inputs: TournamentsInputs<SkaterGame>) => inputs.results,
    (inputs: TournamentsInputs<SkaterGame>) => inputs.visibilityOf,
  ],
  (sportId, tournaments, results, visibilityOf): SkaterTournamentRow[] =>
    tournamentRows({ sportId, tournaments, results, visibilityOf }, skaterRows, skaterTotals, skaterLineWithoutResults),
);

/** SPEC §2 goalie previous tournaments, as the skater's. */
export const selectGoalieTournaments = createSelector(
  [
    (inputs: TournamentsInputs<GoalieGame>) => inputs.sportId,
    (inputs: TournamentsInputs<GoalieGame>) => inputs.tournaments,
    (inputs: TournamentsInputs<GoalieGame>) => inputs.results,
    (inputs: TournamentsInputs<GoalieGame>) => inputs.visibilityOf,
  ],
  (sportId, tournaments, results, visibilityOf): GoalieTournamentRow[] =>
    tournamentRows({ sportId, tournaments, results, visibilityOf }, goalieRows, goalieTotals, goalieLineWithoutResults),
);

/** One row of the basketball last-tournaments table (SPEC §2: year, tournament, team). */
export interface BasketballTournamentRow {
  id: string;
  year: number | null;
  tournament: string;
  team: string;
  /** The tournament's standings (a way on to how the team did). */
  href: string;
}

/** SPEC §2 basketball last tournaments: the person's basketball tournaments, newest first. */
export const selectBasketballTournaments = createSelector(
  [(inputs: { sportId: number; tournaments: readonly TournamentForPerson[] }) => inputs.sportId, (inputs: { sportId: number; tournaments: readonly TournamentForPerson[] }) => inputs.tournaments],
  (sportId, tournaments): BasketballTournamentRow[] =>
    tournamentsOfSport(sportId, tournaments).map((tournament, index) => ({
      id: `${tournament.tournamentId}-${index}`,
      year: tournamentYear(tournament),
      tournament: tournament.tournamentName,
      team: tournament.teamName,
      href: paths.standings.href({ seasonId: tournament.seasonId > 0 ? tournament.seasonId : null, tournamentId: tournament.tournamentId }),
    })),
);

/** The basketball averages row: the person's own row of the tournament, or null when the answer has none for him. */
export const selectBasketballAverages = createSelector(
  [(inputs: { personId: number; rows: readonly BasketballSeasonStats[] }) => inputs.personId, (inputs: { personId: number; rows: readonly BasketballSeasonStats[] }) => inputs.rows],
  (personId, rows): { team: string; averages: BasketballAverages } | null => {
    const row = rows.find((candidate) => candidate.personId === personId) ?? null;
    return row === null ? null : { team: row.orgName, averages: basketballAverages(row) };
  },
);
