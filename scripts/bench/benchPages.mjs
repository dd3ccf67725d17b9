// The product pages the issue 26 benches open, found through the server's API at run time (no browser, no
// hard-coded ids): the scoreboard, the standings, a finished match, a match live at the server's clock and a
// player, all in the site's season of the server's year and its first league that has both kinds of match.
// The live rule is SPEC §4's (the same as domain/matchState's isLiveNow): live-covered, dated today in the
// league's zone, the current hhmm from its start to its end (or start + 3 h) plus 1 h; no result yet.

/** Today (YYYY-MM-DD) and the hhmm of `now` in `zone`. */
function clockIn(now, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hhmm: Number(parts.hour) * 100 + Number(parts.minute), year: Number(parts.year) };
}

const liveCovered = (match) => match.liveClientType !== null && match.liveClientType !== 'None';

function liveNow(match, clock) {
  if (match.matchDate.slice(0, 10) !== clock.day || match.matchStartTime === null || match.matchResult) return false;
  const recorded = match.matchEndTime ?? match.matchStartTime + 300;
  const end = recorded < match.matchStartTime ? recorded + 2400 : recorded;
  return liveCovered(match) && clock.hhmm >= match.matchStartTime && clock.hhmm <= end + 100;
}

/**
 * The paths (with query) of the measured pages on the server at `base`, and the ids they were built from.
 * Throws when the league has no finished or no live match at the server's clock (pin it with DEMO_NOW).
 */
export async function findPages(base) {
  const json = async (path) => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const proxy = (target) => json(`/api/proxy?taReqUrl=${encodeURIComponent(target)}`);
  const config = await json('/config.json');
  const clock = clockIn(new Date(config.serverNow), config.timeZone);
  const seasons = await json(`/api/ta/Seasons/?orgId=${config.orgId}&year=${clock.year}`);
  const season = seasons.find((entry) => entry.orgIdOwner === config.orgId) ?? seasons[0];
  if (!season) throw new Error(`no season of org ${config.orgId} in ${clock.year}`);
  const { tournamentsInSeason } = await json(`/api/ta/Tournament/Season/${season.seasonId}`);
  for (const { tournamentId } of tournamentsInSeason) {
    const { matches } = await proxy(`ta/TournamentMatches/?tournamentId=${tournamentId}`);
    const live = matches.find((match) => liveNow(match, clock));
    const finished = matches
      .filter((match) => match.matchResult && match.statusTypeId === 3 && match.matchDate.slice(0, 10) <= clock.day)
      .sort((a, b) => b.matchDate.localeCompare(a.matchDate))[0];
    if (!live || !finished) continue;
    const { teams } = await proxy(`ta/TournamentTeams/?tournamentId=${tournamentId}`);
    const team = teams[0];
    const roster = team ? await proxy(`ta/TeamMembers/${team.teamId}`) : [];
    const person = roster[0];
    const selection = `seasonId=${season.seasonId}&tournamentId=${tournamentId}`;
    return {
      ids: { seasonId: season.seasonId, tournamentId, finishedMatchId: finished.matchId, liveMatchId: live.matchId, playerId: person?.personId ?? null },
      paths: {
        // The scoreboard as a fan's first visit opens it: no selection, the boot chooses season and league.
        scoreboard: '/scoreboard',
        standings: `/standings?${selection}`,
        match: `/match?matchId=${finished.matchId}&${selection}`,
        livematch: `/livematch?matchId=${live.matchId}&matchDate=${live.matchDate.slice(0, 10)}&${selection}`,
        ...(person ? { player: `/player/?playerId=${person.personId}&orgId=${team.teamId}&${selection}` } : {}),
      },
    };
  }
  throw new Error(`no league of season ${season.seasonId} has both a finished and a live match at ${config.serverNow}`);
}
