import { createDemoLeague } from '../../../src/server/demo';
import { DEMO_ORG } from '../../../src/server/sites';
import { league, NOW, SEED, ZONE } from './support';

const build = (seed: number) => createDemoLeague({ seed, timeZone: ZONE, now: () => NOW });

describe('demo league: determinism', () => {
  it('builds deep-equal seasons, tournaments and matches from the same seed and now', () => {
    const first = build(SEED);
    const second = build(SEED);
    expect(second.seasons).toEqual(first.seasons);
    expect(second.tournaments).toEqual(first.tournaments);
    expect(second.transfers).toEqual(first.transfers);
    const sample = first.tournaments.filter((entry) => entry.current).slice(0, 6);
    for (const entry of sample) {
      const id = entry.tournament.tournamentId;
      expect(second.matches(id)).toEqual(first.matches(id));
    }
    const ehl = first.tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl');
    const finished = first.matches(ehl?.tournament.tournamentId ?? 0).find((match) => match.statusTypeId === 3);
    expect(second.simulation(finished?.matchId ?? 0)).toEqual(first.simulation(finished?.matchId ?? 0));
  });

  it('differs with another seed', () => {
    const first = build(SEED);
    const other = build(SEED + 1);
    const id = first.tournaments[1]?.tournament.tournamentId ?? 0;
    expect(other.matches(id)).not.toEqual(first.matches(id));
    expect(other.rosters.get(20001)).not.toEqual(first.rosters.get(20001));
  });
});

describe('demo league: world', () => {
  it('has the four organisations with six regular seasons each, plus the two records to filter out', () => {
    for (const orgId of Object.values(DEMO_ORG)) {
      const listed = league().seasons.filter((entry) => entry.listedUnderOrgId === orgId);
      expect(listed.filter((entry) => entry.regular)).toHaveLength(6);
      const notStarted = listed.filter((entry) => new Date(entry.season.seasonDateFrom) > NOW);
      expect(notStarted.some((entry) => entry.season.orgIdOwner === orgId)).toBe(true);
      expect(listed.some((entry) => entry.season.orgIdOwner !== orgId)).toBe(true);
      // ta/Seasons/?year= finds both bad records in the current year.
      expect(league().seasonsFor(orgId, 2026)).toHaveLength(3);
    }
    expect(league().seasonsFor(DEMO_ORG.hockeyFederation, 2026)[0]?.seasonName).toBe('2026/2027');
    expect(league().seasonsFor(DEMO_ORG.corporateSports, 2024)[0]?.seasonDateFrom).toBe('2024-01-01T00:00:00');
  });

  it('runs the SPEC §9 hockey leagues every season, with divisions set and unset', () => {
    const season = league().currentSeason(DEMO_ORG.hockeyFederation);
    const names = league()
      .tournamentsInSeason(season?.season.seasonId ?? 0)
      .map((entry) => entry.tournament.tournamentName);
    for (const name of ['NM sluttspill menn senior', 'EHL', 'EHL treningskamper', 'Bambusa-ligaen', 'Bambusa-ligaen treningskamper',
      '1.div kvinner', '1.div menn', '2.div menn', '3.div menn', '4.div menn', '5.div menn', '6.div menn', 'U20 Elite', 'U18 Elite']) {
      expect(names).toContain(name);
    }
    const divisions = league().tournamentsInSeason(season?.season.seasonId ?? 0).map((entry) => entry.tournament.division);
    expect(divisions).toContain(null);
    expect(divisions).toContain(3);
  });

  it('gives organisation 354 one tournament in each SPEC §1 sport', () => {
    const season = league().currentSeason(DEMO_ORG.corporateSports);
    const sports = new Set(league().tournamentsInSeason(season?.season.seasonId ?? 0).map((entry) => entry.tournament.sportId));
    for (const sport of [209, 429, 216, 204, 2396, 210, 207, 201, 370, 72, 428, 71, 373]) expect(sports).toContain(sport);
  });

  it('has the tournament and match records the client must filter out (SPEC §5)', () => {
    const current = league().tournaments.filter((entry) => entry.current);
    for (const orgId of Object.values(DEMO_ORG)) {
      const own = current.filter((entry) => entry.orgId === orgId).map((entry) => entry.tournament);
      expect(own.some((tournament) => tournament.areMatchesPublished === false)).toBe(true);
      expect(own.some((tournament) => tournament.isResultPublished === false && tournament.areMatchesPublished)).toBe(true);
      expect(own.some((tournament) => tournament.leagueDisplayResults === false)).toBe(true);
    }
    const ehl = current.find((entry) => entry.leagueKey === 'h-ehl');
    const statuses = league().matches(ehl?.tournament.tournamentId ?? 0).map((match) => match.statusTypeId);
    expect(statuses).toEqual(expect.arrayContaining([6, 9]));
  });

  it('has 6-10 teams per league, rosters of 2 goalies and 20 skaters in hockey, logos on some teams only', () => {
    for (const entry of league().tournaments.filter((item) => item.current && item.leagueKey !== 'h-nm')) {
      const count = league().teams(entry.tournament.tournamentId).length;
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(10);
    }
    const team = league().teams(league().tournaments.find((entry) => entry.leagueKey === 'h-ehl')?.tournament.tournamentId ?? 0)[0];
    const roster = league().roster(team?.teamId ?? 0);
    expect(roster.filter((member) => member.position === 'GK1' || member.position === 'GK2')).toHaveLength(2);
    expect(roster.filter((member) => ['RD', 'LD', 'RW', 'CE', 'LW'].includes(member.position ?? ''))).toHaveLength(20);
    expect(new Set(roster.map((member) => member.number)).size).toBe(roster.length);
    const teams = league().organisations.filter((org) => org.kind === 'team');
    expect(teams.some((org) => league().logo(org.orgId) === '')).toBe(true);
    const withLogo = teams.find((org) => org.hasLogo);
    expect(Buffer.from(league().logo(withLogo?.orgId ?? 0), 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('lists transfers within the last year whose players are on the new team', () => {
    expect(league().transfers.length).toBeGreaterThan(20);
    for (const transfer of league().transfers) {
      const days = (NOW.getTime() - new Date(transfer.datePermittedToPlayNewOrg).getTime()) / 86_400_000;
      expect(days).toBeLessThanOrEqual(366);
      expect(league().roster(transfer.toTeamOrgId).some((member) => member.personId === transfer.personId)).toBe(true);
    }
  });
});
