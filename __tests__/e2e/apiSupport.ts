/**
 * Reads the server's answers the way the site does: through the contract's request builders and the
 * client's wire parsers, so a test sees normalised entities whichever wire the server speaks
 * (DEMO_WIRE=contract or real, DESIGN §1).
 */
import type { Page } from './fixtures';
import { parseDirectResponse, parseProxyResponse } from '../../src/shared/wire';
import {
  buildDirectTarget,
  buildTarget,
  type DirectParams,
  type DirectResponse,
  type DirectTargetName,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
  type Season,
  type Tournament,
} from '../../src/shared/contract';

export async function readDirect<N extends DirectTargetName>(page: Page, name: N, params: DirectParams<N>): Promise<DirectResponse<N>> {
  const response = await page.request.get(`/api/${buildDirectTarget(name, params)}`);
  return parseDirectResponse(name, await response.json());
}

export async function readProxy<N extends ProxyTargetName>(page: Page, name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  const response = await page.request.get(`/api/proxy?taReqUrl=${buildTarget(name, params)}`);
  return parseProxyResponse(name, await response.json());
}

export async function siteOf(page: Page): Promise<{ orgId: number; serverNow: string }> {
  return (await (await page.request.get('/config.json')).json()) as { orgId: number; serverNow: string };
}

/** The organisation's started seasons of this year and the `yearsBack` before, newest first. */
export async function startedSeasons(page: Page, yearsBack = 1): Promise<Season[]> {
  const config = await siteOf(page);
  const year = new Date(config.serverNow).getUTCFullYear();
  const lists = await Promise.all(Array.from({ length: yearsBack + 1 }, (_, back) => readDirect(page, 'seasons', { orgId: config.orgId, year: year - back })));
  return lists
    .flat()
    .filter((season) => season.orgIdOwner === config.orgId && Date.parse(season.seasonDateFrom) <= Date.parse(config.serverNow))
    .sort((a, b) => Date.parse(b.seasonDateFrom) - Date.parse(a.seasonDateFrom));
}

export async function leaguesOf(page: Page, seasonId: number): Promise<Tournament[]> {
  return (await readDirect(page, 'tournamentsInSeason', { seasonId })).tournamentsInSeason;
}
