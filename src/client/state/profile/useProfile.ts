/**
 * The player profile's state (SPEC §2 Player profile, §6 goalie views, §7 profile calls, §8): the person
 * (ta/TeamMembers/{orgId}?personId=, first item) and his tournaments (AllForPerson) through the api, then
 * the reads of his kind of profile, shaped into row models.
 *
 * The profile's sport is the configured site sport; with none configured (the corporate site) the sport of
 * the league in the query (as the catalog lists it, else as the person's own tournaments name it), else
 * of the selected league. "A person of another sport" is one none of whose tournaments is of that sport
 * (domain/profile isOtherSport). Each table has its own loading / failed / ready state, so a failed
 * tournament read never hides the person.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { TournamentForPerson } from '../../../shared/contract';
import { isOtherSport, profileKind, tournamentsOfSport, type BasketballAverages } from '../../domain/profile';
import type { ResultsVisibility } from '../../domain/score';
import { readErrorMessage, readFailureOf, type ReadFailure } from '../api/api';
import { selectCurrentLeague, selectLeagues } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { selectConfiguredSportId } from '../site/selectors';
import { EMPTY } from '../status';
import { selectTournamentVisibility } from '../visibility/selectors';
import { visibilityEvents } from '../visibility/visibilitySlice';
import { profileApi, type GamesByTournament } from './profileApi';
import {
  personCard,
  selectBasketballAverages,
  selectBasketballTournaments,
  selectGoalieLastGames,
  selectGoalieTournaments,
  selectSkaterLastGames,
  selectSkaterTournaments,
  type BasketballTournamentRow,
  type GoalieGameRow,
  type GoalieTournamentRow,
  type PersonCard,
  type SkaterGameRow,
  type SkaterTournamentRow,
} from './selectors';

/** The profile route's query (SPEC §2: playerId, orgId, seasonId, tournamentId). */
export interface ProfileQuery {
  playerId: number | null;
  orgId: number | null;
  seasonId: number | null;
  tournamentId: number | null;
}

/** One table's own state: its rows, still loading, or the message of its failed read. */
export type Section<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: T };

export type ProfileSections =
  | { kind: 'skater'; lastGames: Section<SkaterGameRow[]>; tournaments: Section<SkaterTournamentRow[]> }
  | { kind: 'goalie'; lastGames: Section<GoalieGameRow[]>; tournaments: Section<GoalieTournamentRow[]> }
  | {
      kind: 'basketball';
      /** The query's tournament (its name when known); null when neither the query nor the selection names one. */
      tournament: { tournamentId: number; name: string | null } | null;
      /** SPEC §4: the tournament's results are not shown (its averages, points and shooting, are left out). */
      resultsHidden: boolean;
      /** null data: the person has no row in that tournament (or its results are hidden). */
      averages: Section<{ team: string; averages: BasketballAverages } | null>;
      tournaments: Section<BasketballTournamentRow[]>;
    }
  /** A sport without a statistics profile (the corporate site's other sports): the info card only. */
  | { kind: 'unsupported' };

export type ProfileView =
  | { status: 'missingIds' }
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'otherSport'; person: PersonCard }
  /** `error` is the technical message (for the record); `reason` decides what the fan reads. */
  | { status: 'failed'; reason: ReadFailure; error: string }
  | ({ status: 'ready'; person: PersonCard } & ProfileSections);

const LOADING = { status: 'loading' } as const;

/** The state of a read as a section: `shape` runs on its answer only. */
function section<D, T>(read: { currentData?: D; isError: boolean; error?: unknown }, shape: (data: D) => T): Section<T> {
  if (read.isError) return { status: 'failed', error: readErrorMessage(read.error) };
  if (read.currentData === undefined) return LOADING;
  return { status: 'ready', data: shape(read.currentData) };
}

/** SPEC §2, §4: the sport the profile is of (see the module comment); null when nothing names one. */
function profileSport(
  configured: number | null,
  listedSport: number | null,
  tournamentId: number | null,
  tournaments: readonly TournamentForPerson[] | null,
  selectedSport: number | null,
): number | null {
  if (configured !== null) return configured;
  if (listedSport !== null) return listedSport;
  const own = tournaments?.find((tournament) => tournament.tournamentId === tournamentId && tournament.sportId > 0);
  return own?.sportId ?? selectedSport;
}

/** Issue 16/24: every tournament's results hidden (the spoiler shield is on for this profile view). */
const ALL_HIDDEN = (): ResultsVisibility => 'hidden';

/**
 * `shielded`: the spoiler shield hides this profile's result figures (issue 24 case 13: the figures only,
 * never the person); they then show as for a tournament that does not publish results.
 */
export function useProfile(query: ProfileQuery, shielded = false): ProfileView {
  const { playerId, orgId } = query;
  const hasIds = playerId !== null && orgId !== null;
  const configured = useSelector(selectConfiguredSportId);
  const listed = useSelector((state: StateShape) => selectLeagues(state).find((league) => league.tournamentId === query.tournamentId) ?? null);
  const selected = useSelector((state: StateShape) => selectCurrentLeague(state));

  const memberRead = profileApi.useGetTeamMemberOfOrgQuery(hasIds ? { orgId, personId: playerId } : skipToken);
  const tournamentsRead = profileApi.useGetTournamentsForPersonQuery(hasIds ? { personId: playerId } : skipToken);

  const member = memberRead.currentData?.[0] ?? null;
  // The person's tournaments: null while unknown (loading, or the read failed: then nobody is "of another sport").
  const tournaments = tournamentsRead.currentData ?? null;
  const tournamentsSettled = tournaments !== null || tournamentsRead.isError;
  const sportId = profileSport(configured, listed?.sportId ?? null, query.tournamentId, tournaments, selected?.sportId ?? null);
  const known = member !== null && tournamentsSettled;
  const otherSport = known && sportId !== null && tournaments !== null && isOtherSport(sportId, tournaments);
  const kind = known && !otherSport ? profileKind(sportId, member.position) : null;

  const personId = playerId ?? 0;
  // A fresh array each render is fine: RTK Query keys a query by its serialised arguments.
  const sportTournamentIds = tournaments === null || sportId === null ? EMPTY : tournamentsOfSport(sportId, tournaments).map((tournament) => tournament.tournamentId);
  const perTournament = tournaments !== null && sportTournamentIds.length > 0 ? { personId, tournamentIds: sportTournamentIds } : skipToken;
  const skaterLast = profileApi.useGetSkaterLastGamesQuery(kind === 'skater' ? { personId } : skipToken);
  const skaterTournaments = profileApi.useGetSkaterTournamentGamesQuery(kind === 'skater' ? perTournament : skipToken);
  const goalieLast = profileApi.useGetGoalieLastGamesQuery(kind === 'goalie' ? { personId } : skipToken);
  const goalieTournaments = profileApi.useGetGoalieTournamentGamesQuery(kind === 'goalie' ? perTournament : skipToken);
  // SPEC §2: the current tournament is the query's (else the selected league, which the URL sync sets from it).
  const basketballTournamentId = query.tournamentId ?? selected?.tournamentId ?? null;
  const basketballSeason = profileApi.useGetBasketballPlayerSeasonQuery(
    kind === 'basketball' && basketballTournamentId !== null ? { tournamentId: basketballTournamentId, personId } : skipToken,
  );

  // SPEC §4 (issue 24): the games and totals of a tournament that does not publish results show no result
  // figures, by the one visibility selector; the flags of the person's tournaments are read when not held.
  const dispatch = useDispatch();
  const published = useSelector(selectTournamentVisibility);
  const visibilityOf = shielded ? ALL_HIDDEN : published;
  const lastGames = kind === 'skater' ? skaterLast.currentData : kind === 'goalie' ? goalieLast.currentData : undefined;
  // One key per set of tournaments, worked out when the reads answer, not on every render.
  const tournamentKey = useMemo(
    () =>
      [...new Set([...(tournaments ?? EMPTY).map((tournament) => tournament.tournamentId), ...(lastGames ?? EMPTY).map((game) => game.tournamentId), basketballTournamentId ?? 0])]
        .filter((tournamentId) => tournamentId > 0)
        .sort((a, b) => a - b)
        .join(','),
    [tournaments, lastGames, basketballTournamentId],
  );
  useEffect(() => {
    if (tournamentKey !== '') dispatch(visibilityEvents.tournamentsListed({ tournamentIds: tournamentKey.split(',').map(Number) }));
  }, [dispatch, tournamentKey]);

  if (!hasIds) return { status: 'missingIds' };
  if (memberRead.isError) {
    const reason = readFailureOf(memberRead.error);
    return reason === 'notFound' ? { status: 'notFound' } : { status: 'failed', reason, error: readErrorMessage(memberRead.error) };
  }
  if (memberRead.currentData === undefined || !tournamentsSettled) return LOADING;
  if (member === null) return { status: 'notFound' };
  const person = personCard(member, sportId);
  if (otherSport) return { status: 'otherSport', person };

  const list = tournaments ?? EMPTY;
  const tournamentsFailed = tournamentsRead.isError ? { status: 'failed' as const, error: readErrorMessage(tournamentsRead.error) } : null;
  /** The previous-tournaments section: the person's tournaments, then (when he has any of the sport) their games. */
  function perTournamentSection<G, R>(read: { currentData?: GamesByTournament<G>; isError: boolean; error?: unknown }, rows: (results: GamesByTournament<G>) => R[]): Section<R[]> {
    if (tournamentsFailed !== null) return tournamentsFailed;
    if (sportTournamentIds.length === 0) return { status: 'ready', data: [] };
    return section(read, rows);
  }

  switch (kind) {
    case 'skater':
      return {
        status: 'ready',
        person,
        kind,
        lastGames: section(skaterLast, (games) => selectSkaterLastGames({ games, tournaments: list, visibilityOf })),
        tournaments: perTournamentSection(skaterTournaments, (results) => selectSkaterTournaments({ sportId: sportId ?? 0, tournaments: list, results, visibilityOf })),
      };
    case 'goalie':
      return {
        status: 'ready',
        person,
        kind,
        lastGames: section(goalieLast, (games) => selectGoalieLastGames({ games, tournaments: list, visibilityOf })),
        tournaments: perTournamentSection(goalieTournaments, (results) => selectGoalieTournaments({ sportId: sportId ?? 0, tournaments: list, results, visibilityOf })),
      };
    case 'basketball': {
      const league = [listed, selected].find((candidate) => candidate?.tournamentId === basketballTournamentId);
      const name = list.find((tournament) => tournament.tournamentId === basketballTournamentId)?.tournamentName || league?.tournamentName || null;
      const resultsHidden = basketballTournamentId !== null && visibilityOf(basketballTournamentId) !== 'shown';
      return {
        status: 'ready',
        person,
        kind,
        tournament: basketballTournamentId === null ? null : { tournamentId: basketballTournamentId, name },
        resultsHidden,
        averages: basketballTournamentId === null || resultsHidden ? { status: 'ready', data: null } : section(basketballSeason, (rows) => selectBasketballAverages({ personId, rows })),
        tournaments: tournamentsFailed ?? { status: 'ready', data: selectBasketballTournaments({ sportId: sportId ?? 0, tournaments: list }) },
      };
    }
    default:
      return { status: 'ready', person, kind: 'unsupported' };
  }
}
