/** Side navigation menu visibility (SPEC §2 "Side navigation menu"). */
import { SPECIAL_ORG_ID, SPORT } from '../../shared/contract';
import { standingsVariant } from './standings';

export type MenuRouteName =
  | 'scoreboard'
  | 'standings'
  | 'schedule'
  | 'teammembers'
  | 'players'
  | 'basketplayers'
  | 'soccerplayers'
  | 'goalies'
  | 'attendance'
  | 'teams'
  | 'basketteams'
  | 'transfers';

export interface MenuLink {
  route: MenuRouteName;
  labelId: string;
}

export interface MenuGroup {
  labelId: 'navigation.statistics';
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;


const link = (route: MenuRouteName, key: string): MenuLink => ({ route, labelId: `navigation.${key}` });

function statisticsLinks(sportId: number, isSpecialOrg: boolean): MenuLink[] {
  const links: MenuLink[] = [];
  const playersRoute: Partial<Record<number, MenuRouteName>> = {
    [SPORT.iceHockey]: 'players',
    [SPORT.basketball]: 'basketplayers',
    [SPORT.soccer]: 'soccerplayers',
  };
  const players = playersRoute[sportId];
  if (players && (!isSpecialOrg || sportId === SPORT.soccer)) links.push(link(players, 'players'));
  if (sportId === SPORT.iceHockey) links.push(link('goalies', 'goalies'), link('attendance', 'attendance'));
  const teamsRoute: Partial<Record<number, MenuRouteName>> = { [SPORT.iceHockey]: 'teams', [SPORT.basketball]: 'basketteams' };
  const teams = teamsRoute[sportId];
  if (teams && !isSpecialOrg) links.push(link(teams, 'teams'));
  return links;
}

/**
 * The menu for the sport of the current league and the site's organisation, in display order:
 * Scoreboard, Standings (listed sports), Schedule, Rosters, Statistics (soccer, basketball, hockey; only
 * when it has an entry), Transfers (basketball). SPEC §9 compares the organisation as the string "354".
 */
export function menuItems(sportId: number | null, orgId: number): MenuItem[] {
  const isSpecialOrg = String(orgId) === String(SPECIAL_ORG_ID);
  const items: MenuItem[] = [link('scoreboard', 'scoreboard')];
  // SPEC §2: Standings for the sports that have a standings table ("a third listed sport" read as volleyball).
  if (standingsVariant(sportId) !== null) items.push(link('standings', 'standings'));
  items.push(link('schedule', 'schedule'), link('teammembers', 'rosters'));
  if (sportId === SPORT.soccer || sportId === SPORT.basketball || sportId === SPORT.iceHockey) {
    const children = statisticsLinks(sportId, isSpecialOrg);
    if (children.length > 0) items.push({ labelId: 'navigation.statistics', children });
  }
  if (sportId === SPORT.basketball) items.push(link('transfers', 'transfers'));
  return items;
}
