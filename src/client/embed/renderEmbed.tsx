/**
 * The embed renderer (issue 29 case 2): one small server-rendered document per embed — a league's standings,
 * a team's next and last match, a match's score (refreshing itself while live), a league's matches of today.
 * The server hands it its read path and live feed (shared/embedRender.ts); this reads the contract's targets,
 * parses them with the site's wire parsers, applies the site's rules (embedModels.ts) and formats with the
 * site's messages in the asked language. What cannot be shown is said in words with the right status: a
 * malformed address 400, something that does not exist 404, data that could not be read 503.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, type IntlShape } from 'react-intl';
import type { Match, ProxyParams, ProxyResponse, ProxyTargetName, Tournament } from '../../shared/contract';
import { buildTarget } from '../../shared/contract';
import { id as idParam } from '../../shared/contract/params';
import type { EmbedRenderInput, EmbedRenderOutput } from '../../shared/embedRender';
import { parseProxyResponse } from '../../shared/wire/responses';
import { parseStandings, parseStandingsSettings } from '../../shared/wire/standings';
import { teamMatches, todaysMatches } from '../domain/embed';
import { DECIMALS, formatDecimal } from '../domain/formatNumbers';
import { keepListedMatches } from '../domain/matches';
import { NO_SCORE } from '../domain/matchStatus';
import { paths } from '../domain/paths';
import type { StandingsCell, StandingsColumnKey } from '../domain/standings';
import { htmlLang, intlLocale, loadMessages } from '../i18n/messages';
import { embedVisibility, matchModel, standingsModel, type EmbedMatchModel, type MatchModelContext } from './embedModels';
import { EmbedDocument, EmbedNotice, MatchList, MatchScore, StandingsTable, TeamMatches, type EmbedLink, type MatchLineView } from './EmbedViews';

/** How often a live score's embed asks for its score again. */
export const EMBED_REFRESH_SECONDS = 15;

/** The standings columns a narrow embed keeps (the rest show from 30rem of width). */
const CORE_COLUMNS: ReadonlySet<string> = new Set(['matches', 'totalPoints']);

/** Why an embed has no content: it says so in words, with its status. */
class EmbedProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 503,
    readonly what: string,
  ) {
    super(what);
  }
}

interface Content {
  /** false when a read the content needs failed and it shows less than it would (not kept by a cache). */
  complete?: boolean;
  title: string;
  body: ReactNode;
  link: EmbedLink | null;
  refresh: boolean;
}

type Read = <N extends ProxyTargetName>(name: N, params: ProxyParams<N>, parse?: (raw: unknown) => ProxyResponse<N>) => Promise<ProxyResponse<N>>;

function reader(input: EmbedRenderInput): Read {
  return async (name, params, parse) => {
    const answer = await input.read(buildTarget(name, params));
    if (!answer.ok) throw new EmbedProblem(answer.reason === 'notFound' ? 404 : 503, name);
    try {
      return parse ? parse(answer.body) : parseProxyResponse(name, answer.body);
    } catch {
      throw new EmbedProblem(503, name);
    }
  };
}

function queryId(input: EmbedRenderInput, name: string): number {
  const raw = input.query[name];
  const value = raw === undefined ? undefined : idParam.parse(raw);
  if (value === undefined) throw new EmbedProblem(400, name);
  return value;
}

/** A league whose matches may be listed (SPEC §5 areMatchesPublished), else 404 like an unknown one. */
async function publishedLeague(read: Read, tournamentId: number): Promise<Tournament> {
  const league = await read('tournament', { tournamentId });
  if (league.areMatchesPublished === false) throw new EmbedProblem(404, 'tournament');
  return league;
}

function lineOf(intl: IntlShape, model: EmbedMatchModel, site: string | null, withDay: boolean): MatchLineView {
  const time = model.time ?? intl.formatMessage({ id: 'matches.time.tba' });
  const when = withDay ? `${intl.formatDate(`${model.day}T12:00:00`, { day: 'numeric', month: 'short' })} ${time}` : time;
  const status = intl.formatMessage({ id: model.status.id }, model.status.values);
  return {
    key: model.matchId,
    when,
    home: model.home,
    away: model.away,
    score: model.score,
    status,
    tone: model.tone,
    label: intl.formatMessage({ id: 'matches.rowLink' }, { home: model.home, away: model.away, score: model.score, state: status }),
    href: model.href === null || site === null ? null : `${site}${model.href}`,
  };
}

function linkTo(site: string | null, href: string, text: string): EmbedLink | null {
  return site === null ? null : { href: `${site}${href}`, text };
}

async function standingsContent(input: EmbedRenderInput, intl: IntlShape, read: Read): Promise<Content> {
  const tournamentId = queryId(input, 'tournamentId');
  const league = await read('tournament', { tournamentId });
  const heading = intl.formatMessage({ id: 'embed.standings.heading' }, { league: league.tournamentName });
  const link = linkTo(input.siteOrigin, paths.standings.href({ seasonId: league.seasonId, tournamentId }), intl.formatMessage({ id: 'embed.link.standings' }, { site: input.config.title }));
  // As the standings page: a league whose results do not show is not asked for its table.
  if (embedVisibility(league) !== 'shown') {
    return {
      title: heading,
      body: <EmbedNotice tone="info" title={intl.formatMessage({ id: 'standings.notPublic.title' })} message={intl.formatMessage({ id: 'standings.notPublic.message' })} />,
      link,
      refresh: false,
    };
  }
  const [rows, settings] = await Promise.all([
    read('standings', { tournamentId }, (raw) => parseStandings(raw)),
    // The settings only choose columns: without them the sport's default columns show (as on the page).
    read('standingsSettings', { tournamentId }, (raw) => parseStandingsSettings(raw)).catch(() => ({ presentationSettings: [] })),
  ]);
  const model = standingsModel(league, rows, settings.presentationSettings, []);
  if (model.kind !== 'table' || model.table.rows.length === 0) {
    return { title: heading, body: <EmbedNotice tone="info" title={heading} message={intl.formatMessage({ id: 'embed.standings.none' })} />, link, refresh: false };
  }
  // As the standings page: a dash for a missing figure, two decimals for the points percentage.
  const format = (key: StandingsColumnKey, cell: StandingsCell | undefined) =>
    cell === null || cell === undefined ? NO_SCORE : typeof cell === 'string' ? cell : key === 'pointsPercentageOfTotal' ? formatDecimal(intl, cell, DECIMALS.pointsPercentage) : intl.formatNumber(cell);
  const view = {
    heading,
    caption: heading,
    positionShort: intl.formatMessage({ id: 'standings.short.position' }),
    positionLong: intl.formatMessage({ id: 'standings.long.position' }),
    teamLabel: intl.formatMessage({ id: 'standings.short.team' }),
    columns: model.table.columns.map((key) => ({
      key,
      short: intl.formatMessage({ id: `standings.short.${key}` }),
      long: intl.formatMessage({ id: `standings.long.${key}` }),
      core: CORE_COLUMNS.has(key),
    })),
    rows: model.table.rows.map((row) => ({ key: row.id, position: row.position, team: row.team, cells: model.table.columns.map((key) => format(key, row.cells[key])) })),
  };
  return { title: heading, body: <StandingsTable view={view} />, link, refresh: false };
}

function context(input: EmbedRenderInput, league: Tournament | null): MatchModelContext {
  return { now: new Date(input.config.serverNow), zone: input.config.timeZone, league, goals: input.goals };
}

async function todayContent(input: EmbedRenderInput, intl: IntlShape, read: Read): Promise<Content> {
  const tournamentId = queryId(input, 'tournamentId');
  const league = await publishedLeague(read, tournamentId);
  const { matches } = await read('tournamentMatches', { tournamentId });
  const ctx = context(input, league);
  const models = todaysMatches(matches, ctx.now, ctx.zone).map((match) => matchModel(match, ctx));
  const heading = intl.formatMessage({ id: 'embed.today.heading' }, { league: league.tournamentName });
  return {
    title: heading,
    body: <MatchList heading={heading} lines={models.map((model) => lineOf(intl, model, input.siteOrigin, false))} empty={intl.formatMessage({ id: 'embed.today.none' })} />,
    link: linkTo(input.siteOrigin, paths.scoreboard.href({ seasonId: league.seasonId, tournamentId }), intl.formatMessage({ id: 'embed.link.today' }, { site: input.config.title })),
    refresh: models.some((model) => model.updating),
  };
}

async function teamContent(input: EmbedRenderInput, intl: IntlShape, read: Read): Promise<Content> {
  const tournamentId = queryId(input, 'tournamentId');
  const teamId = queryId(input, 'teamId');
  const league = await publishedLeague(read, tournamentId);
  const [{ teams }, { matches }] = await Promise.all([read('tournamentTeams', { tournamentId }), read('tournamentMatches', { tournamentId })]);
  const team = teams.find((entry) => entry.teamId === teamId);
  if (!team) throw new EmbedProblem(404, 'team');
  const ctx = context(input, league);
  const { next, last } = teamMatches(matches, teamId, ctx.now, ctx.zone);
  const line = (match: Match | null) => (match === null ? null : lineOf(intl, matchModel(match, ctx), input.siteOrigin, true));
  const nextLine = line(next);
  const name = team.team.trim();
  const heading = intl.formatMessage({ id: 'embed.team.heading' }, { team: name });
  return {
    title: heading,
    body: (
      <TeamMatches
        heading={heading}
        slots={[
          { caption: intl.formatMessage({ id: 'embed.team.next' }), line: nextLine, none: intl.formatMessage({ id: 'embed.team.noNext' }) },
          { caption: intl.formatMessage({ id: 'embed.team.last' }), line: line(last), none: intl.formatMessage({ id: 'embed.team.noLast' }) },
        ]}
      />
    ),
    link: linkTo(input.siteOrigin, paths.teammembers.href({ seasonId: league.seasonId, tournamentId, team: teamId }), intl.formatMessage({ id: 'embed.link.team' }, { site: input.config.title })),
    refresh: next !== null && matchModel(next, ctx).updating,
  };
}

async function matchContent(input: EmbedRenderInput, intl: IntlShape, read: Read): Promise<Content & { complete: boolean }> {
  const matchId = queryId(input, 'matchId');
  const match = await read('match', { matchId });
  if (keepListedMatches([match]).length === 0) throw new EmbedProblem(404, 'match');
  // Without its league's record the match's results count as hidden (SPEC §4 'unknown': fail closed).
  const league = await read('tournament', { tournamentId: match.tournamentId }).catch((error: unknown) => {
    if (error instanceof EmbedProblem && error.status === 503) return null;
    throw error;
  });
  if (league?.areMatchesPublished === false) throw new EmbedProblem(404, 'match');
  const model = matchModel(match, context(input, league));
  const line = lineOf(intl, model, input.siteOrigin, true);
  const heading = intl.formatMessage({ id: 'embed.match.heading' }, { home: model.home, away: model.away });
  const note = model.resultsShown ? null : intl.formatMessage({ id: league === null ? 'embed.match.resultsUnknown' : 'match.notPublished.title' });
  return {
    title: heading,
    body: <MatchScore view={{ heading, home: model.home, away: model.away, score: model.score, status: line.status, tone: model.tone, when: line.when, note }} />,
    link: model.href === null ? null : linkTo(input.siteOrigin, model.href, intl.formatMessage({ id: 'embed.link.match' }, { site: input.config.title })),
    refresh: model.updating,
    complete: league !== null,
  };
}

function problemContent(intl: IntlShape, problem: EmbedProblem): Content {
  const [titleId, message] =
    problem.status === 400
      ? ['embed.badRequest.title', intl.formatMessage({ id: 'embed.badRequest.message' }, { parameter: problem.what })]
      : problem.status === 404
        ? ['embed.notFound.title', intl.formatMessage({ id: 'embed.notFound.message' })]
        : ['embed.unavailable.title', intl.formatMessage({ id: 'embed.unavailable.message' })];
  const title = intl.formatMessage({ id: titleId });
  return { title, body: <EmbedNotice tone="problem" title={title} message={message} />, link: null, refresh: false };
}

const CONTENT = { standings: standingsContent, today: todayContent, team: teamContent, match: matchContent } as const;

export async function renderEmbed(input: EmbedRenderInput): Promise<EmbedRenderOutput> {
  const messages = await loadMessages(input.language);
  const intl = createIntl({ locale: intlLocale(input.language), messages });
  let content: Content;
  let status = 200;
  let complete = true;
  try {
    if (input.kind === 'unknown') throw new EmbedProblem(404, 'embed');
    const made = await CONTENT[input.kind](input, intl, reader(input));
    content = made;
    complete = made.complete ?? true;
  } catch (error) {
    if (!(error instanceof EmbedProblem)) throw error;
    content = problemContent(intl, error);
    status = error.status;
    complete = false;
  }
  const markup = renderToStaticMarkup(
    <EmbedDocument
      lang={htmlLang(input.language)}
      theme={input.theme}
      title={`${content.title} – ${input.config.title}`}
      description={content.title}
      refreshSeconds={content.refresh ? EMBED_REFRESH_SECONDS : null}
      link={content.link}
    >
      {content.body}
    </EmbedDocument>,
  );
  return { status, html: `<!doctype html>${markup}`, complete };
}
