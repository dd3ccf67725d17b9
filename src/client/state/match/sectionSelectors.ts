/**
 * The finished match page's sections as row models (SPEC §2 match page, §5): memoized selectors that run
 * the domain/match rules over the match and its details (the getMatch and getMatchDetails answers) and
 * give ui/match plain rows — every figure, running score, total and link decided here, none in render.
 * Text in a language is the page's and ui's. As the standings and statistics row models, each selector
 * takes its inputs as one object; it recomputes only when the match, the details or the link ids change.
 */
import { createSelector } from '@reduxjs/toolkit';
import { SPORT, type Match } from '../../../shared/contract';
import { basketballPeriods, basketballRow, teamRow } from '../../domain/match/basketball';
import { SIDES, sideName, sideOrgId, sortByShirtNumber, type Side } from '../../domain/match/common';
import {
  faceoffPercent,
  gameDetails,
  goalieSavePercent,
  goalieSeconds,
  goalText,
  goalType,
  LINES,
  lineup,
  penaltiesByPeriod,
  penaltyMinutes,
  penaltyTotals,
  playedPeriods,
  scoringSummary,
  skatersOf,
  type LineNumber,
  type PeriodDetail,
  type ScorerRef,
} from '../../domain/match/hockey';
import { playerHref, sideOfMatch, type LinkQuery } from '../../domain/match/links';
import { positionLabel } from '../../domain/people';
import type {
  BasketballMatchModel,
  BasketballSideRowModel,
  GoalAssists,
  HockeyMatchModel,
  LineupSlotModel,
  SideRowModel,
  SoccerMatchModel,
  VolleyballMatchModel,
} from '../../domain/match/rows';
import { soccerSummary } from '../../domain/match/soccer';
import { setScores, sortByTotalPoints } from '../../domain/match/volleyball';
import { formatMmSs } from '../../domain/time';
import type { MatchDetails } from './matchApi';
import type { MatchSport } from './selectors';

/** What a section selector reads: the match, its details and the ids its links carry. */
export interface MatchSectionInputs {
  match: Match;
  details: MatchDetails;
  linkQuery: LinkQuery;
}

const matchOf = (inputs: MatchSectionInputs) => inputs.match;
const detailsOf = (inputs: MatchSectionInputs) => inputs.details;
// The link ids as values: the page's linkQuery object is rebuilt with the view, its ids are not.
const seasonIdOf = (inputs: MatchSectionInputs) => inputs.linkQuery.seasonId;
const tournamentIdOf = (inputs: MatchSectionInputs) => inputs.linkQuery.tournamentId;

const namesOf = (match: Match): Record<Side, string> => ({ H: sideName(match, 'H'), B: sideName(match, 'B') });

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** "#9 Ola A", or the name alone without a number (SPEC §2 scoring summary). */
const personText = (person: ScorerRef) => `${person.shirtNo !== null ? `#${person.shirtNo} ` : ''}${person.name}`;

const scoreText = (score: Record<Side, number>) => `${score.H}-${score.B}`;

/** A record's text, or null when it is empty (a dash). */
const textOrNull = (text: string | null | undefined) => (text === null || text === undefined || text === '' ? null : text);

function sideRows(names: Record<Side, string>, periods: readonly PeriodDetail[], pick: (period: PeriodDetail) => Record<Side, number> | null, total: Record<Side, number>): SideRowModel[] {
  return SIDES.map((side) => ({ side, team: names[side], cells: periods.map((period) => pick(period)?.[side] ?? null), total: total[side] }));
}

/**
 * SPEC §2 ice hockey sections, in the spec's order: game details (goals, shots = shots + goals, penalty
 * minutes per played period and the total), the scoring summary with the running score and the shootout,
 * penalties per period with each period's minutes, skaters and goalies per side (by shirt number), the
 * penalty totals and the four lines of each side.
 */
export const selectHockeyMatchModel = createSelector(
  [matchOf, detailsOf, seasonIdOf, tournamentIdOf],
  (match, details, seasonId, tournamentId): HockeyMatchModel => {
    const query: LinkQuery = { seasonId, tournamentId };
    const names = namesOf(match);
    const sideOf = sideOfMatch(match);
    const played = playedPeriods(details);

    const game = gameDetails(details, sideOf);
    const summary = scoringSummary(details);
    const lines = summary.lines.map(({ goal, period, score }, index) => {
      const text = goalText(goal);
      const assists: GoalAssists =
        text.kind === 'twoAssists'
          ? { kind: 'twoAssists', first: personText(text.first), second: personText(text.second) }
          : text.kind === 'oneAssist'
            ? { kind: 'oneAssist', first: personText(text.first) }
            : { kind: 'unassisted' };
      return {
        key: `${goal.periodId}-${goal.periodTime}-${index}`,
        time: textOrNull(goal.periodTime),
        score: scoreText(score),
        scorer: { name: personText(text.scorer), href: playerHref(query, goal.personId, goal.orgId) },
        assists,
        period,
        team: goal.teamName || names[goal.homeOrAwayTeam],
        goalType: textOrNull(goalType(goal.goalTypeId)),
      };
    });
    const shootout =
      summary.shootout === null
        ? null
        : {
            score: scoreText(summary.shootout.score),
            goals: summary.shootout.goals,
            winner: summary.shootout.winner !== null ? names[summary.shootout.winner] : null,
            attempts: summary.shootout.attempts.map(({ goal, side, tally }, index) => ({
              key: `shootout-${index}`,
              scorer: { name: personText(goalText(goal).scorer), href: playerHref(query, goal.personId, goal.orgId) },
              team: goal.teamName || names[side],
              tally,
            })),
            decidingScorer: summary.shootout.deciding !== null ? personText(goalText(summary.shootout.deciding).scorer) : null,
          };

    const penalties = penaltiesByPeriod(details.penalties, played).map(({ period, penalties: list }) => {
      const rows = list.map((penalty, index) => ({
        key: String(index),
        time: textOrNull(penalty.servingStartTime),
        team: textOrNull(penalty.teamName),
        player: {
          name: `${penalty.shirtNo !== null ? `#${penalty.shirtNo} ` : ''}${penalty.firstName} ${penalty.lastName}`.trim(),
          href: playerHref(query, penalty.personId, penalty.orgId),
        },
        infraction: textOrNull(penalty.infractionType),
        minutes: penaltyMinutes(penalty.severityType),
      }));
      return { period, rows, totalMinutes: rows.reduce((sum, row) => sum + row.minutes, 0) };
    });

    const totals = penaltyTotals(details.penalties, played, sideOf);
    const skaters = {} as Record<Side, HockeyMatchModel['skaters'][Side]>;
    const goalies = {} as Record<Side, HockeyMatchModel['goalies'][Side]>;
    for (const side of SIDES) {
      skaters[side] = skatersOf(details.players, side, sideOf).map((player) => ({
        key: String(player.personId),
        player: { name: fullName(player.firstName, player.lastName), href: playerHref(query, player.personId, player.orgId) },
        shirtNo: player.shirtNo,
        goals: player.goalsScored,
        assists: player.assists,
        // The contract's names: `pts` is the points, `points` the plus/minus.
        points: player.pts,
        plusMinus: player.points,
        shots: player.shots,
        pim: player.pim,
        faceoffPct: faceoffPercent(player.faceoffs_WinPct),
        timeOnIce: player.playerTimeSeconds !== null ? formatMmSs(player.playerTimeSeconds) : textOrNull(player.playerTime),
      }));
      goalies[side] = sortByShirtNumber(details.goalies.filter((goalie) => sideOf(goalie.orgId) === side)).map((goalie) => ({
        key: String(goalie.personId),
        player: { name: fullName(goalie.firstName, goalie.lastName), href: playerHref(query, goalie.personId, goalie.orgId) },
        shirtNo: goalie.shirtNo,
        timeOnIce: formatMmSs(goalieSeconds(goalie)),
        shots: goalie.shots,
        saves: goalie.sv,
        savePct: goalieSavePercent(goalie.sv, goalie.shots),
      }));
    }

    const lineups = {} as Record<LineNumber, Record<Side, LineupSlotModel[]>>;
    for (const line of LINES) {
      const slots = lineup(details.players, details.lineups, line, sideOf);
      lineups[line] = {
        H: slots.H.map((slot) => ({ key: String(slot.personId), href: playerHref(query, slot.personId, slot.orgId), position: positionLabel(slot.position, SPORT.iceHockey), number: slot.number, name: slot.name })),
        B: slots.B.map((slot) => ({ key: String(slot.personId), href: playerHref(query, slot.personId, slot.orgId), position: positionLabel(slot.position, SPORT.iceHockey), number: slot.number, name: slot.name })),
      };
    }

    return {
      names,
      gameDetails: {
        periods: game.periods.map(({ periodId, kind, label }) => ({ periodId, kind, label })),
        goals: sideRows(names, game.periods, (period) => period.goals, game.total.goals),
        shootout: game.shootout,
        shots: sideRows(names, game.periods, (period) => period.shots, game.total.shots),
        penaltyMinutes: sideRows(names, game.periods, (period) => period.penaltyMinutes, game.total.penaltyMinutes),
      },
      scoring: { lines, shootout },
      penalties,
      skaters,
      goalies,
      penaltyTotals: {
        periods: totals.periods.map(({ period }) => period),
        rows: SIDES.map((side) => ({ side, team: names[side], cells: totals.periods.map(({ minutes }) => minutes[side]), total: totals.total[side] })),
      },
      lineups,
    };
  },
);

/**
 * SPEC §2 basketball sections: points and fouls per period (P1-P4 always, E1-E6 when used; fouls only of
 * incidents tied to a person, SPEC §5) with the total, and each side's players by shirt number with the
 * SPEC §5 figures (percentages floored) and the team row of unattributed rebounds and turnovers.
 */
export const selectBasketballMatchModel = createSelector(
  [matchOf, detailsOf, seasonIdOf, tournamentIdOf],
  (match, details, seasonId, tournamentId): BasketballMatchModel => {
    const query: LinkQuery = { seasonId, tournamentId };
    const names = namesOf(match);
    const sideOf = sideOfMatch(match);
    const columns = basketballPeriods(details.periods, details.incidents);
    const periodRows = (pick: (column: (typeof columns)[number]) => Record<Side, number>): BasketballSideRowModel[] =>
      SIDES.map((side) => {
        const cells = columns.map((column) => pick(column)[side]);
        return { side, team: names[side], total: cells.reduce((sum, cell) => sum + cell, 0), cells };
      });
    const players = {} as Record<Side, BasketballMatchModel['players'][Side]>;
    const teamRows = {} as Record<Side, BasketballMatchModel['teamRows'][Side]>;
    for (const side of SIDES) {
      players[side] = sortByShirtNumber(details.basketballPlayers.filter((player) => sideOf(player.teamOrgId) === side)).map((player) => {
        const row = basketballRow(player);
        return {
          key: String(player.personId),
          player: { name: fullName(player.firstName, player.lastName), href: playerHref(query, player.personId, player.orgId) },
          shirtNo: player.shirtNo,
          minutes: row.minutes,
          points: row.points,
          fouls: player.fouls,
          freeThrows: row.freeThrows,
          twoPointers: row.twoPointers,
          threePointers: row.threePointers,
          offensiveRebounds: player.offRebSum,
          defensiveRebounds: player.defRebSum,
          rebounds: row.rebounds,
          assists: player.assists,
          steals: player.stSum,
          turnovers: player.toSum,
          blocks: player.blSum,
          efficiency: row.efficiency,
        };
      });
      teamRows[side] = teamRow(details.incidents, side);
    }
    return {
      names,
      periods: columns.map((column) => ({ label: column.label })),
      points: periodRows((column) => column.points),
      fouls: periodRows((column) => column.fouls),
      players,
      teamRows,
    };
  },
);

/** SPEC §2 volleyball sections: the set scores (up to 5) and each side's players by total points (SPEC §5). */
export const selectVolleyballMatchModel = createSelector(
  [matchOf, detailsOf, seasonIdOf, tournamentIdOf],
  (match, details, seasonId, tournamentId): VolleyballMatchModel => {
    const query: LinkQuery = { seasonId, tournamentId };
    const names = namesOf(match);
    const sideOf = sideOfMatch(match);
    const sets = setScores(details.periods);
    const players = {} as Record<Side, VolleyballMatchModel['players'][Side]>;
    for (const side of SIDES) {
      players[side] = sortByTotalPoints(details.volleyballPlayers.filter((player) => sideOf(player.teamOrgId) === side)).map((player) => ({
        key: String(player.personId),
        player: { name: fullName(player.firstName, player.lastName), href: playerHref(query, player.personId, player.orgId) },
        shirtNo: player.shirtNo,
        totalPoints: player.totalPoints,
        attackPoints: player.attackPoints,
        blockPoints: player.blockPoints,
        aces: player.aces,
      }));
    }
    return {
      names,
      sets: sets.map((set) => set.set),
      setRows: SIDES.map((side) => ({ side, team: names[side], cells: sets.map((set) => (side === 'H' ? set.home : set.away)) })),
      players,
    };
  },
);

/**
 * Issue 24 case 10, a soccer match (the corporate preset): its goals in match order with the minute, the
 * scorer and the running score (the last is the result), and its cards with the minute, the player and
 * the colour (a red card's reason when the record gives it). A player links to his profile with his team.
 */
export const selectSoccerMatchModel = createSelector(
  [matchOf, detailsOf, seasonIdOf, tournamentIdOf],
  (match, details, seasonId, tournamentId): SoccerMatchModel => {
    const query: LinkQuery = { seasonId, tournamentId };
    const names = namesOf(match);
    const person = (personId: number | null, name: string, side: Side) => ({ name, href: playerHref(query, personId, sideOrgId(match, side)) });
    const { goals, cards } = soccerSummary(details.incidents);
    return {
      names,
      goals: goals.map((goal, index) => ({
        key: `goal-${index}`,
        minute: goal.minute,
        score: scoreText(goal.score),
        side: goal.side,
        team: names[goal.side],
        scorer: person(goal.personId, goal.name, goal.side),
      })),
      cards: cards.map((card, index) => ({
        key: `card-${index}`,
        minute: card.minute,
        side: card.side,
        team: names[card.side],
        player: person(card.personId, card.name, card.side),
        card: card.card,
        reason: card.reason,
      })),
    };
  },
);

/** The sections a match page shows, by its sport. */
export type MatchSections =
  | { sport: 'hockey'; model: HockeyMatchModel }
  | { sport: 'basketball'; model: BasketballMatchModel }
  | { sport: 'volleyball'; model: VolleyballMatchModel }
  | { sport: 'soccer'; model: SoccerMatchModel }
  | { sport: 'none' };

/** The sport's sections of a match page (SPEC §2): the sport's row model, or none for a sport without sections. */
export function selectMatchSections(sport: MatchSport, inputs: MatchSectionInputs): MatchSections {
  if (sport === 'hockey') return { sport, model: selectHockeyMatchModel(inputs) };
  if (sport === 'basketball') return { sport, model: selectBasketballMatchModel(inputs) };
  if (sport === 'volleyball') return { sport, model: selectVolleyballMatchModel(inputs) };
  if (sport === 'soccer') return { sport, model: selectSoccerMatchModel(inputs) };
  return { sport: 'none' };
}
