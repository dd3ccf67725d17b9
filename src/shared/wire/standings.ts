/**
 * Standings answers (SPEC §3 standings row and settings, §7 ta/TournamentStandings). A row needs a team
 * name; every figure it lacks stays null and shows as a dash. A row without a position takes its place in
 * the list, so the table still reads top to bottom.
 */
import type { PresentationSetting, StandingsRow } from '../contract';
import { id, listIn, num, readRecord, text } from './read';
import { proxyReport, type WireReport } from './report';

const FIGURES = [
  'matches',
  'victories',
  'draws',
  'losses',
  'totalPoints',
  'goalsScored',
  'goalsConceeded',
  'goalDifference',
  'penaltyMinutes',
  'bonusPointsTotal',
  'pointsPercentageOfTotal',
  'victoriesFulltimeTotal',
  'victoriesOvertimeTotal',
  'victoriesPenaltiesTotal',
  'lossesFulltimeTotal',
  'lossesOvertimeTotal',
  'lossesPenaltiesTotal',
  'partialPointsScored',
  'partialPointsConceded',
  'partialPointsDifference',
] as const satisfies readonly (keyof StandingsRow)[];

function parseRow(value: unknown, report: WireReport, index: number): StandingsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const orgName = text(record, 'orgName', report);
  if (orgName === null) return null;
  const figures = Object.fromEntries(FIGURES.map((key) => [key, num(record, key, report)])) as Pick<StandingsRow, (typeof FIGURES)[number]>;
  return {
    ...figures,
    position: id(record, 'position', report) ?? index + 1,
    orgId: id(record, 'orgId', report) ?? 0,
    orgName,
    totalGoalsFormatted: text(record, 'totalGoalsFormatted', report),
  };
}

/**
 * The rows of ta/TournamentStandings: a bare list, or the list under `standings` (envelope; DESIGN §1, the
 * real API answers both ways). What cannot be read is reported under `ta/TournamentStandings`.
 */
export function parseStandings(raw: unknown, report: WireReport = proxyReport('standings')): StandingsRow[] {
  return listIn(raw, 'standings', parseRow, report);
}

function parseSetting(value: unknown, report: WireReport): PresentationSetting | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const typeId = id(record, 'presentationParameterTypeId', report);
  if (typeId === null) return null;
  return {
    presentationParameterTypeId: typeId,
    presentationParameterLabel: text(record, 'presentationParameterLabel', report) ?? '',
    presentationParameterName: text(record, 'presentationParameterName', report) ?? '',
  };
}

/** ta/TournamentStandings/Settings: `presentationSettings`, or a bare list of settings. */
export function parseStandingsSettings(raw: unknown, report: WireReport = proxyReport('standingsSettings')): { presentationSettings: PresentationSetting[] } {
  return { presentationSettings: listIn(raw, 'presentationSettings', parseSetting, report) };
}
