/**
 * Standings rules (SPEC §2 Standings, §3 standings row and settings, §5 penalty-minute dash, §9 parameter
 * type ids and the hockey points percentage): which table a sport has, its columns (from the league's
 * presentation settings where they exist), and what each cell shows. Pure: no React, no state.
 */
import { SPORT, type PresentationSetting, type StandingsRow } from '../../shared/contract';
import { hockeyPointsFactor, hockeyPointsPercentage } from '../../shared/rules/standings';

export type StandingsVariant = 'hockey' | 'basketball' | 'volleyball' | 'generic' | 'golf';

/** SPEC §2: the twelve sports of the generic table. */
const GENERIC_SPORTS: ReadonlySet<number> = new Set([
  SPORT.handball,
  SPORT.soccer,
  SPORT.futsal,
  SPORT.floorball,
  SPORT.padel,
  SPORT.curling,
  SPORT.dodgeball,
  SPORT.squash,
  SPORT.frisbeeGolf,
  SPORT.tableTennis,
  SPORT.rinkbandy,
  SPORT.cageball,
]);

/** The table a league of `sportId` shows; null for a sport without standings. */
export function standingsVariant(sportId: number | null): StandingsVariant | null {
  if (sportId === SPORT.iceHockey) return 'hockey';
  if (sportId === SPORT.basketball) return 'basketball';
  if (sportId === SPORT.volleyball) return 'volleyball';
  if (sportId === SPORT.golf) return 'golf';
  return sportId !== null && GENERIC_SPORTS.has(sportId) ? 'generic' : null;
}

/** A figure column: the row field it shows (pointsPercentage is computed, SPEC §9). */
export type StandingsColumnKey = Exclude<keyof StandingsRow, 'position' | 'orgId' | 'orgName'>;

/** SPEC §9 standings parameter type ids → the row field each one shows. */
export const PARAMETER_FIELDS: Readonly<Record<number, StandingsColumnKey>> = {
  1: 'matches',
  2: 'victories',
  3: 'draws',
  4: 'losses',
  5: 'totalPoints',
  7: 'goalsScored',
  8: 'goalsConceeded',
  34: 'bonusPointsTotal',
  35: 'victoriesFulltimeTotal',
  36: 'victoriesOvertimeTotal',
  37: 'victoriesPenaltiesTotal',
  38: 'lossesFulltimeTotal',
  39: 'lossesOvertimeTotal',
  40: 'lossesPenaltiesTotal',
  41: 'penaltyMinutes',
  42: 'pointsPercentageOfTotal',
  100: 'totalGoalsFormatted',
};

/** SPEC §2 default columns per table, after position and team; used when a league has no settings. */
export const DEFAULT_COLUMNS: Readonly<Record<StandingsVariant, readonly StandingsColumnKey[]>> = {
  hockey: [
    'matches',
    'victoriesFulltimeTotal',
    'victoriesOvertimeTotal',
    'victoriesPenaltiesTotal',
    'draws',
    'lossesFulltimeTotal',
    'lossesOvertimeTotal',
    'lossesPenaltiesTotal',
    'bonusPointsTotal',
    'totalGoalsFormatted',
    'totalPoints',
    'goalsScored',
    'goalsConceeded',
    'penaltyMinutes',
    'pointsPercentageOfTotal',
  ],
  basketball: ['matches', 'victories', 'losses', 'goalDifference', 'totalPoints'],
  // Volleyball keeps sets in the goal fields and rally points in the partial fields (contract decision).
  volleyball: ['victories', 'losses', 'totalPoints', 'goalsScored', 'goalsConceeded', 'goalDifference', 'partialPointsScored', 'partialPointsConceded', 'partialPointsDifference'],
  // SPEC §2 generic: #, Team, GP, W, L, D, +/-, P.
  generic: ['matches', 'victories', 'losses', 'draws', 'goalDifference', 'totalPoints'],
  // Golf (contract decision, match play): GP, W, halved, L, holes won, holes lost, +/-, P.
  golf: ['matches', 'victories', 'draws', 'losses', 'goalsScored', 'goalsConceeded', 'goalDifference', 'totalPoints'],
};

const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.values(PARAMETER_FIELDS).concat(['goalDifference', 'partialPointsScored', 'partialPointsConceded', 'partialPointsDifference']));

/**
 * The figure columns of a league's table in order: the presentation settings' columns where the league
 * has settings (by parameter type id, else by a parameter name that is a row field; unknown ones are
 * left out), otherwise the sport's default columns.
 */
export function standingsColumns(variant: StandingsVariant, settings: readonly PresentationSetting[]): StandingsColumnKey[] {
  const fromSettings: StandingsColumnKey[] = [];
  for (const setting of settings) {
    const byId = PARAMETER_FIELDS[setting.presentationParameterTypeId];
    const byName = KNOWN_FIELDS.has(setting.presentationParameterName) ? (setting.presentationParameterName as StandingsColumnKey) : undefined;
    const key = byId ?? byName;
    if (key !== undefined && !fromSettings.includes(key)) fromSettings.push(key);
  }
  return fromSettings.length > 0 ? fromSettings : [...DEFAULT_COLUMNS[variant]];
}

/** What a figure cell shows: a number, a text ("45 - 32"), or null for a dash. */
export type StandingsCell = number | string | null;

/**
 * The value of one cell (SPEC §5, §9): a missing figure is a dash; hockey penalty minutes 0 are a dash;
 * the hockey points percentage is total points / (matches × factor) × 100 with two decimals, factor by
 * league name.
 */
export function standingsCell(row: StandingsRow, key: StandingsColumnKey, variant: StandingsVariant, leagueName: string): StandingsCell {
  if (variant === 'hockey' && key === 'pointsPercentageOfTotal') {
    if (row.totalPoints === null || row.matches === null) return null;
    return hockeyPointsPercentage(row.totalPoints, row.matches, hockeyPointsFactor(leagueName));
  }
  if (key === 'penaltyMinutes') return penaltyMinutesCell(row.penaltyMinutes);
  return row[key];
}

/** SPEC §5: penalty minutes 0 show as a dash in standings. */
export function penaltyMinutesCell(minutes: number | null): number | null {
  return minutes === null || minutes === 0 ? null : minutes;
}

/**
 * The label of a column: the field's own, except where a table keeps another figure in it (volleyball
 * sets and rally points, golf holes and halved matches; contract decisions).
 */
export function standingsLabelKey(variant: StandingsVariant, key: StandingsColumnKey): string {
  const renamed: Partial<Record<StandingsVariant, Partial<Record<StandingsColumnKey, string>>>> = {
    volleyball: {
      goalsScored: 'setsWon',
      goalsConceeded: 'setsLost',
      goalDifference: 'setsDifference',
      partialPointsScored: 'pointsWon',
      partialPointsConceded: 'pointsLost',
      partialPointsDifference: 'pointsDifference',
    },
    golf: { draws: 'halved', goalsScored: 'holesWon', goalsConceeded: 'holesLost' },
    basketball: { goalDifference: 'pointsDifference' },
  };
  return renamed[variant]?.[key] ?? key;
}
