import { menuItems, type MenuItem } from '../../../src/client/domain/menu';
import { SPORT } from '../../../src/shared/contract';

/** Flattens the menu to route names, the statistics group as "statistics[…]". */
function outline(items: MenuItem[]): string[] {
  return items.map((item) => ('children' in item ? `statistics[${item.children.map((c) => c.route).join(',')}]` : item.route));
}

const OTHER_ORG = 10;
const SPECIAL = 354;
const base = ['scoreboard', 'standings', 'schedule', 'teammembers'];
const noStandings = ['scoreboard', 'schedule', 'teammembers'];

type Row = [name: string, sportId: number | null, orgId: number, expected: string[]];

describe('menuItems (SPEC §2 side navigation menu)', () => {
  it.each<Row>([
    ['ice hockey, other org', SPORT.iceHockey, OTHER_ORG, [...base, 'statistics[players,goalies,attendance,teams]']],
    ['ice hockey, org 354', SPORT.iceHockey, SPECIAL, [...base, 'statistics[goalies,attendance]']],
    ['basketball, other org', SPORT.basketball, OTHER_ORG, [...base, 'statistics[basketplayers,basketteams]', 'transfers']],
    ['basketball, org 354', SPORT.basketball, SPECIAL, [...base, 'transfers']],
    ['soccer, other org', SPORT.soccer, OTHER_ORG, [...base, 'statistics[soccerplayers]']],
    ['soccer, org 354', SPORT.soccer, SPECIAL, [...base, 'statistics[soccerplayers]']],
    ['volleyball, other org', SPORT.volleyball, OTHER_ORG, base],
    ['volleyball, org 354', SPORT.volleyball, SPECIAL, base],
    ...(
      [
        ['handball', SPORT.handball], ['futsal', SPORT.futsal], ['floorball', SPORT.floorball], ['padel', SPORT.padel],
        ['curling', SPORT.curling], ['dodgeball', SPORT.dodgeball], ['squash', SPORT.squash],
        ['frisbee golf', SPORT.frisbeeGolf], ['table tennis', SPORT.tableTennis], ['golf', SPORT.golf],
        ['rinkbandy', SPORT.rinkbandy], ['cageball', SPORT.cageball],
      ] as const
    ).flatMap(([name, sport]) => [
      [`${name}, other org`, sport, OTHER_ORG, base] satisfies Row,
      [`${name}, org 354`, sport, SPECIAL, base] satisfies Row,
    ]),
    ['an unlisted sport', 999, OTHER_ORG, noStandings],
    ['no sport (no league yet)', null, SPECIAL, noStandings],
  ])('%s', (_, sport, org, expected) => {
    expect(outline(menuItems(sport, org))).toEqual(expected);
  });

  it('labels every entry with a navigation.* message id', () => {
    const items = menuItems(SPORT.iceHockey, OTHER_ORG);
    const labels = items.flatMap((item) => ('children' in item ? [item.labelId, ...item.children.map((c) => c.labelId)] : [item.labelId]));
    expect(labels).toEqual([
      'navigation.scoreboard', 'navigation.standings', 'navigation.schedule', 'navigation.rosters',
      'navigation.statistics', 'navigation.players', 'navigation.goalies', 'navigation.attendance', 'navigation.teams',
    ]);
  });
});
