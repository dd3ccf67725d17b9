/**
 * What a calendar feed lists, gathered through the data API's read path (issue 16): the same cache, the
 * same allow-list (every read is a contract target built from typed ids, so the feeds reach nothing the
 * proxy would refuse) and the same data source as the site's own pages.
 */
import { DateTime } from 'luxon';
import { buildDirectTarget, buildTarget, resolveDirectTarget, resolveProxyTarget } from '../../shared/contract';
import { defaultSeasonOf } from '../../shared/rules/seasons';
import { NotFoundError } from '../dataSource';
import type { ReadPath, ServedAnswer } from '../readPath';
import {
  readCalendarMatches,
  readCalendarSeasons,
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

/** The season a team feed covers, and the answer that named it when it was looked up (its freshness counts). */
export interface FeedSeason {
  seasonId: number;
  /** Whether it is the current season, looked up because the feed named none. */
  current: boolean;
  answers: readonly ServedAnswer[];
}

/**
 * Issue 29 case 5: the season a team feed without `seasonId` follows — the site's default season, by the
 * same rules the site picks it with (shared/rules/seasons `defaultSeasonOf`: SPEC §4 the first of the
 * seasons §5 keeps) over the same season look-up the site boots with (SPEC §9: the current year in the
 * league zone and the five before, through the read path's cache). So a subscription made in one season
 * follows the next as soon as the site shows it. No started season is NotFoundError (404).
 */
export async function currentFeedSeason(readPath: ReadPath, site: { orgId: number; timeZone: string }, now: Date): Promise<FeedSeason> {
  const year = DateTime.fromJSDate(now, { zone: site.timeZone }).year;
  const answer = await readPath.read({
    kind: 'direct',
    target: resolveDirectTarget(buildDirectTarget('seasonLookup', { orgId: site.orgId, year })),
  });
  const season = defaultSeasonOf(readCalendarSeasons(parsed(answer)), site.orgId, now);
  if (season === null) throw new NotFoundError(`organisation ${site.orgId} has no season that has started`);
  return { seasonId: season.seasonId, current: true, answers: [answer] };
}

/**
 * Every listed match of one team in a season: the season's published tournaments (at most
 * MAX_TOURNAMENTS_PER_FEED) whose team list names the team, and of those the matches the team plays.
 * A team that plays in none of them is NotFoundError (404), which names the season (and says when it is the
 * current one: a team absent from the new season is told apart from a wrong id).
 */
export async function teamFeed(readPath: ReadPath, teamId: number, { seasonId, current, answers }: FeedSeason): Promise<FeedContent> {
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
  if (teamName === null)
    throw new NotFoundError(`team ${teamId} plays in no published tournament of ${current ? 'the current season' : 'season'} ${seasonId}`);
  const matchAnswers = await Promise.all(playedIn.map((tournamentId) => readMatches(readPath, tournamentId)));
  const matches = matchAnswers.flatMap((answer) =>
    readCalendarMatches(parsed(answer)).filter((match) => match.hometeamId === teamId || match.awayteamId === teamId),
  );
  return { title: teamName, matches, ...freshest([...answers, seasonAnswer, ...teamAnswers, ...matchAnswers]) };
}
