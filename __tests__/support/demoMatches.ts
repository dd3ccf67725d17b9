/**
 * The demo league's finished matches as the match page reads them: for the consistency tests that compare
 * what the page derives with the league's own figures (issue 4 match pages, issue 16 game flow).
 */
import { createDemoDataSource } from '../../src/server/demo';
import { buildTarget, resolveProxyTarget, type Match, type ProxyParams, type ProxyResponse, type ProxyTargetName } from '../../src/shared/contract';
import { matchResponseParsers } from '../../src/shared/wire/match';
import { league } from '../server/demo/support';

const source = createDemoDataSource(league());

type MatchTarget = keyof typeof matchResponseParsers & ProxyTargetName;

/** One match call answered by the demo data source, through JSON and the match page's parsers, as the browser gets it. */
export async function fetchProxy<N extends MatchTarget>(name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  const raw = await source.proxy(resolveProxyTarget(buildTarget(name, params)));
  const parse = matchResponseParsers[name] as (value: unknown) => ProxyResponse<N>;
  return parse(JSON.parse(JSON.stringify(raw)) as unknown);
}

/** `size` finished matches of the sport's current tournaments, spread over the list (deterministic). */
export function finishedSample(sportId: number, size: number): Match[] {
  const tournaments = league().tournaments.filter((entry) => entry.current && entry.tournament.sportId === sportId);
  const finished = tournaments.flatMap((entry) => league().matches(entry.tournament.tournamentId)).filter((match) => match.matchResult !== null && match.statusTypeId === 3);
  const step = Math.max(1, Math.floor(finished.length / size));
  return finished.filter((_, index) => index % step === 0).slice(0, size);
}
