/**
 * Standings answers (SPEC §3 standings row and settings, §7 ta/TournamentStandings). A row needs a team
 * name; every figure it lacks stays null and shows as a dash. A row without a position takes its place in
 * the list, so the table still reads top to bottom.
 */
import type { PresentationSetting, StandingsRow } from '../../../shared/contract';
import { asRecord, id, listOf, num, str } from './read';

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

function parseRow(value: unknown, index: number): StandingsRow | null {
  const record = asRecord(value);
  if (!record) return null;
  const orgName = str(record, 'orgName')?.trim() ?? '';
  if (orgName === '') return null;
  const figures = Object.fromEntries(FIGURES.map((key) => [key, num(record, key)])) as Pick<StandingsRow, (typeof FIGURES)[number]>;
  return {
    ...figures,
    position: id(record, 'position') ?? index + 1,
    orgId: id(record, 'orgId') ?? 0,
    orgName,
    totalGoalsFormatted: str(record, 'totalGoalsFormatted')?.trim() || null,
  };
}

/** The rows of ta/TournamentStandings: a bare list, or the list under `standings` (envelope). */
export function parseStandings(raw: unknown): StandingsRow[] {
  const list = Array.isArray(raw) ? raw : asRecord(raw)?.['standings'];
  const rows: StandingsRow[] = [];
  for (const [index, item] of (Array.isArray(list) ? list : []).entries()) {
    const row = parseRow(item, index);
    if (row !== null) rows.push(row);
  }
  return rows;
}

function parseSetting(value: unknown): PresentationSetting | null {
  const record = asRecord(value);
  if (!record) return null;
  const typeId = id(record, 'presentationParameterTypeId');
  if (typeId === null) return null;
  return {
    presentationParameterTypeId: typeId,
    presentationParameterLabel: str(record, 'presentationParameterLabel')?.trim() ?? '',
    presentationParameterName: str(record, 'presentationParameterName')?.trim() ?? '',
  };
}

/** ta/TournamentStandings/Settings: `presentationSettings`, or a bare list of settings. */
export function parseStandingsSettings(raw: unknown): { presentationSettings: PresentationSetting[] } {
  const list = Array.isArray(raw) ? raw : asRecord(raw)?.['presentationSettings'];
  return { presentationSettings: listOf(list, parseSetting) };
}
