import {
  buildDirectTarget,
  buildTarget,
  directTargets,
  proxyTargets,
  resolveDirectTarget,
  resolveProxyTarget,
  TargetError,
  type DirectParams,
  type DirectTargetName,
  type ProxyParams,
  type ProxyTargetName,
} from '../../../src/shared/contract';

/** One sample call per target; the type makes the table complete. */
const proxySamples: { [N in ProxyTargetName]: ProxyParams<N> } = {
  tournamentTeams: { tournamentId: 11 },
  scheduledMatchesBySport: { sportIds: [152, 199], date: '11/21/2026' },
  tournamentMatches: { tournamentId: 11 },
  tournament: { tournamentId: 11 },
  match: { matchId: 5 },
  matchIncidents: { matchId: 5 },
  matchReferees: { matchid: 5 },
  matchIncidentTypes: { sfOrgId: 354 },
  matchTeamMembers: { matchId: 5 },
  broadcastsBySport: { sportId: 152 },
  broadcastsByTournament: { sportId: 152, tournamentId: 11 },
  broadcastsByMatch: { matchId: 5 },
  hockeyGoals: { matchId: 5 },
  hockeyPenalties: { matchId: 5 },
  hockeyPlayers: { matchId: 5 },
  hockeyGoalies: { matchId: 5 },
  basketballMatchPlayers: { matchId: 5 },
  volleyballMatchPlayers: { matchId: 5 },
  organisations: { orgIds: [3, 4] },
  standingsSettings: { tournamentId: 11 },
  standings: { tournamentId: 11 },
  skaterLastGames: { personId: 9 },
  skaterTournamentGames: { personId: 9, tournamentId: 11 },
  goalieLastGames: { personId: 9 },
  goalieTournamentGames: { personId: 9, tournamentId: 11 },
  basketballPlayerSeason: { tournamentId: 11, personId: 9 },
  basketballTournamentPlayers: { tournamentId: 11 },
  basketballTournamentTeams: { tournamentId: 11 },
  teamMemberOfOrg: { orgId: 3, personId: 9 },
  teamMembers: { teamId: 3 },
  tournamentsForPerson: { personId: 9 },
  transfers: { sfOrgId: 354, date: '2025-11-21' },
  hockeyTournamentPlayers: { tournamentId: 11, opponentId: null, numberMatches: 4 },
  hockeyTournamentGoalies: { tournamentId: 11, opponentId: 3, numberMatches: null },
  hockeyTeamStatistics: { tournamentId: 11, orgId: null, numberMatches: 10 },
  hockeySpectators: { tournamentId: 11 },
  soccerBestPlayers: { tournamentId: 11 },
  liveMatchEvents: { matchId: 5, matchDate: null },
};

const directSamples: { [N in DirectTargetName]: DirectParams<N> } = {
  seasons: { orgId: 10, year: 2026 },
  tournamentsInSeason: { seasonId: 44 },
  seasonLookup: { orgId: 10, year: 2026 },
};

describe('the contract round-trips (DESIGN §2: one list for allow-list and builders)', () => {
  it.each(Object.keys(proxyTargets) as ProxyTargetName[])('proxy target %s', (name) => {
    const text = buildTarget(name, proxySamples[name] as never);
    expect(resolveProxyTarget(text)).toEqual({ name, params: proxySamples[name] });
  });

  it.each(Object.keys(directTargets) as DirectTargetName[])('direct target %s', (name) => {
    const text = buildDirectTarget(name, directSamples[name] as never);
    expect(resolveDirectTarget(text)).toEqual({ name, params: directSamples[name] });
  });
});

describe('targets are written as SPEC §7 writes them', () => {
  it.each([
    [buildTarget('tournamentTeams', { tournamentId: 11 }), 'ta/TournamentTeams/?tournamentId=11'],
    [buildTarget('scheduledMatchesBySport', { sportIds: [152], date: '01/02/2026' }), 'ta/ScheduledMatchesBySport/?sportIds=152&date=01/02/2026'],
    [buildTarget('matchReferees', { matchid: 5 }), 'ta/MatchReferee?matchid=5'],
    [buildTarget('matchTeamMembers', { matchId: 5 }), 'ta/MatchTeamMembers/5?images=false'],
    [buildTarget('organisations', { orgIds: [1, 2] }), 'org/Organisation?orgIds=1&orgIds=2'],
    [buildTarget('skaterLastGames', { personId: 9 }), 'icehockey/Player/9?numberMatches=5'],
    [buildTarget('hockeyTournamentPlayers', { tournamentId: 11, opponentId: null, numberMatches: null }), 'icehockey/TournamentPlayers/11?&opponentId=&numberMatches='],
    [buildTarget('transfers', { sfOrgId: 354, date: '2025-11-21' }), 'activity/Transfers/?onlyPublic=true&sfOrgId=354&date=2025-11-21'],
    [buildDirectTarget('seasons', { orgId: 10, year: 2026 }), 'ta/Seasons/?orgId=10&year=2026'],
  ])('%s', (built, expected) => expect(built).toBe(expected));
});

describe('resolveProxyTarget refuses what no pattern allows, naming the problem', () => {
  it.each([
    ['not a string', 42, /must be a string/],
    ['empty', '', /empty/],
    ['too long', `ta/Tournament?tournamentId=1&${'a'.repeat(600)}`, /longer than/],
    ['unknown path', 'ta/Secret', /unknown target "ta\/Secret"/],
    ['absolute URL', 'http://evil.example/ta/Match?matchId=1', /absolute URL/],
    ['scheme', 'javascript:alert(1)', /absolute URL/],
    ['file scheme', 'file:/etc/passwd', /absolute URL/],
    ['protocol-relative', '//evil.example/x', /must not start with "\/"/],
    ['leading slash', '/ta/Match?matchId=1', /must not start with "\/"/],
    ['dot-dot', 'ta/../admin', /"\.\."/],
    ['single dot', 'ta/./Match?matchId=1', /"\.\."/],
    ['double slash', 'ta//Match?matchId=1', /"\/\/"/],
    ['at sign', 'ta/Match@evil?matchId=1', /"@"/],
    ['backslash', 'ta\\Match?matchId=1', /backslashes/],
    ['percent-encoded dots', 'ta/%2e%2e/Match?matchId=1', /percent-encoding/],
    ['percent-encoded value', 'ta/Match?matchId=%31', /percent-encoding/],
    ['space', 'ta/Match?matchId=1 2', /characters/],
    ['fragment', 'ta/Match?matchId=1#x', /characters/],
    ['wrong type', 'ta/Match?matchId=abc', /matchId must be a positive integer id/],
    ['negative id', 'ta/Match?matchId=-1', /matchId must be a positive integer id/],
    ['zero id', 'ta/Match?matchId=0', /matchId must be a positive integer id/],
    ['huge id', 'ta/Match?matchId=99999999999', /matchId must be a positive integer id/],
    ['missing parameter', 'ta/Match', /matchId is missing/],
    ['unknown parameter', 'ta/Match?matchId=1&debug=1', /debug is not allowed/],
    ['repeated parameter', 'ta/Match?matchId=1&matchId=2', /more than once/],
    ['malformed query part', 'ta/Match?matchId', /key=value/],
    ['impossible date', 'ta/ScheduledMatchesBySport/?sportIds=152&date=02/30/2026', /US format/],
    ['wrong literal', 'ta/MatchTeamMembers/5?images=true', /exactly "false"/],
    ['three repetitions', 'org/Organisation?orgIds=1&orgIds=2&orgIds=3', /once or twice/],
  ])('%s', (_, input, message) => {
    expect(() => resolveProxyTarget(input)).toThrow(TargetError);
    expect(() => resolveProxyTarget(input)).toThrow(message);
  });
});

describe('repeated ids: one id per repetition, as the builder writes them (issue 10 §4)', () => {
  it('accepts one or two repetitions of one id each', () => {
    expect(resolveProxyTarget('org/Organisation?orgIds=7')).toEqual({ name: 'organisations', params: { orgIds: [7] } });
    expect(resolveProxyTarget('org/Organisation?orgIds=7&orgIds=8')).toEqual({ name: 'organisations', params: { orgIds: [7, 8] } });
  });

  it.each([
    ['a comma list in one repetition', 'org/Organisation?orgIds=1,2'],
    ['a comma list in the second repetition', 'org/Organisation?orgIds=1&orgIds=2,3'],
    [
      'the 64-id target of the issue',
      `org/Organisation?orgIds=${Array.from({ length: 32 }, (_, index) => index + 1).join(',')}&orgIds=${Array.from({ length: 32 }, (_, index) => index + 33).join(',')}`,
    ],
    ['an empty repetition', 'org/Organisation?orgIds='],
  ])('refuses %s, naming the key', (_, input) => {
    expect(() => resolveProxyTarget(input)).toThrow(TargetError);
    expect(() => resolveProxyTarget(input)).toThrow(/parameter orgIds must be one positive integer id per repetition/);
  });

  it('refuses to build what the allow-list would refuse', () => {
    expect(() => buildTarget('organisations', { orgIds: [1, 2, 3] })).toThrow(/orgIds takes 1 to 2 values/);
    expect(() => buildTarget('organisations', { orgIds: [] })).toThrow(/orgIds takes 1 to 2 values/);
  });
});

describe('inherited property names are never parameters or targets (issue 10 §4: own-property checks)', () => {
  const inheritedNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(inheritedNames)('refuses %s as a query key, naming it', (name) => {
    for (const input of [`ta/Match?matchId=1&${name}=1`, `icehockey/Match/Goals/5?${name}=1`, `org/Organisation?orgIds=1&${name}=2`]) {
      expect(() => resolveProxyTarget(input)).toThrow(TargetError);
      expect(() => resolveProxyTarget(input)).toThrow(new RegExp(`parameter ${name} is not allowed`));
    }
    expect(() => resolveDirectTarget(`ta/Seasons/?orgId=10&year=2026&${name}=1`)).toThrow(new RegExp(`parameter ${name} is not allowed`));
  });

  it.each(inheritedNames)('refuses %s as a query key standing alone (no real parameter beside it)', (name) => {
    expect(() => resolveProxyTarget(`icehockey/Match/Goals/5?${name}=`)).toThrow(new RegExp(`parameter ${name} is not allowed`));
  });

  it.each(inheritedNames)('refuses %s as a path and as a path segment, naming it', (name) => {
    expect(() => resolveProxyTarget(name)).toThrow(new TargetError(`unknown target "${name}": it is not in the allow-list`));
    expect(() => resolveProxyTarget(`ta/${name}`)).toThrow(new TargetError(`unknown target "ta/${name}": it is not in the allow-list`));
    expect(() => resolveDirectTarget(name)).toThrow(new TargetError(`unknown target "${name}": it is not in the allow-list`));
    expect(() => resolveProxyTarget(`icehockey/Match/Goals/${name}`)).toThrow(/parameter matchId must be a positive integer id/);
  });
});
