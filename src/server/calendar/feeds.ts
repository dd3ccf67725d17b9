/**
 * What a calendar feed lists, gathered through the data API's read path (issue 16): the same cache, the
 * same allow-list (every read is a contract target built from typed ids, so the feeds reach nothing the
 * proxy would refuse) and the same data source as the site's own pages.
 */
import { buildDirectTarget, buildTarget, resolveDirectTarget, resolveProxyTarget } from '../../shared/contract';
import { NotFoundError } from '../dataSource';
import type { ReadPath, ServedAnswer } from '../readPath';
import {
  readCalendarMatches,
  readCalendarTeams,
  readCalendarTournament,
  readCalendarTournaments,
  type CalendarMatch,
} from './wire';

export interface FeedContent {
  /** The team's or tournament's name, for the calendar's title. */
  title: string;
  matches: CalendarMatch[];
  /** The shortest lifetime of the answers read: the feed is no fresher than its least fresh part. */
  maxAgeSeconds: number;
  cacheControl: string;
}

/** A season has a few dozen tournaments; reading more for one feed would let one request fan out without bound. */
export const MAX_TOURNAMENTS_PER_FEED = 60;

function parsed(served: ServedAnswer): unknown {
  return JSON.parse(served.answer.body.toString('utf8')) as unknown;
}

function freshest(answers: readonly ServedAnswer[]): Pick<FeedContent, 'maxAgeSeconds' | 'cacheControl'> {
  const [first, ...rest] = answers;
  if (!first) return { maxAgeSeconds: 0, cacheControl: 'no-store' };
  const shortest = rest.reduce((best, next) => (next.answer.freshness.maxAgeSeconds < best.answer.freshness.maxAgeSeconds ? next : best), first);
  return { maxAgeSeconds: shortest.answer.freshness.maxAgeSeconds, cacheControl: shortest.answer.cacheControl };
}

const readTournament = (readPath: ReadPath, tournamentId: number) =>
  readPath.read({ kind: 'proxy', target: resolveProxyTarget(buildTarget('tournament', { tournamentId })) });
const readMatches = (readPath: ReadPath, tournamentId: number) =>
  readPath.read({ kind: 'proxy', target: resolveProxyTarget(buildTarget('tournamentMatches', { tournamentId })) });
const readTeams = (readPath: ReadPath, tournamentId: number) =>
  readPath.read({ kind: 'proxy', target: resolveProxyTarget(buildTarget('tournamentTeams', { tournamentId })) });

/** Every listed match of a tournament whose matches are published (SPEC §5); otherwise NotFoundError (404). */
export async function tournamentFeed(readPath: ReadPath, tournamentId: number): Promise<FeedContent> {
  const tournamentAnswer = await readTournament(readPath, tournamentId);
  const tournament = readCalendarTournament(parsed(tournamentAnswer));
  if (tournament === null) throw new NotFoundError(`no tournament ${tournamentId}`);
  if (!tournament.areMatchesPublished) throw new NotFoundError(`the matches of tournament ${tournamentId} are not published`);
  const matchesAnswer = await readMatches(readPath, tournamentId);
  return {
    title: tournament.tournamentName || String(tournamentId),
    matches: readCalendarMatches(parsed(matchesAnswer)),
    ...freshest([tournamentAnswer, matchesAnswer]),
  };
}

/**
 * Every listed match of one team in a season: the season's published tournaments (at most
 * MAX_TOURNAMENTS_PER_FEED) whose team list names the team, and of those the matches the team plays.
 * A team that plays in none of them is NotFoundError (404).
 */
export async function teamFeed(readPath: ReadPath, teamId: number, seasonId: number): Promise<FeedContent> {
  const seasonAnswer = await readPath.read({
    kind: 'direct',
    target: resolveDirectTarget(buildDirectTarget('tournamentsInSeason', { seasonId })),
  });
  const tournaments = readCalendarTournaments(parsed(seasonAnswer))
    .filter((tournament) => tournament.areMatchesPublished)
    .slice(0, MAX_TOURNAMENTS_PER_FEED);
  const teamAnswers = await Promise.all(tournaments.map((tournament) => readTeams(readPath, tournament.tournamentId)));
  let teamName: string | null = null;
  const playedIn: number[] = [];
  tournaments.forEach((tournament, index) => {
    const answer = teamAnswers[index];
    const team = answer ? readCalendarTeams(parsed(answer)).find((entry) => entry.teamId === teamId) : undefined;
    if (!team) return;
    teamName ??= team.name;
    playedIn.push(tournament.tournamentId);
  });
  if (teamName === null) throw new NotFoundError(`team ${teamId} plays in no published tournament of season ${seasonId}`);
  const matchAnswers = await Promise.all(playedIn.map((tournamentId) => readMatches(readPath, tournamentId)));
  const matches = matchAnswers.flatMap((answer) =>
    readCalendarMatches(parsed(answer)).filter((match) => match.hometeamId === teamId || match.awayteamId === teamId),
  );
  return { title: teamName, matches, ...freshest([seasonAnswer, ...teamAnswers, ...matchAnswers]) };
}
