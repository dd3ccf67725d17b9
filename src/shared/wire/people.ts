/**
 * People answers (SPEC §3 Team member and Transfer, §7 ta/TeamMembers and activity/Transfers). A team member
 * needs a personId and a name; a transfer needs a name and the date its player may play for the new team.
 * Everything else a record lacks stays null (a dash on screen). DESIGN §1: lists come bare or in an
 * envelope, ids and shirt numbers as strings, dates in US or zone-less ISO form with "0001-01-01T00:00:00"
 * or null for none, names with trailing spaces; what cannot be read is reported, never thrown.
 */
import type { TeamMember, Transfer } from '../contract';
import { dateTime, id, listIn, num, readRecord, text, type WireRecord } from './read';
import { proxyReport, type WireReport } from './report';

/** A count-like figure (shirt number, height): a non-negative number; 0 height is the API's "unknown". */
function figure(record: WireRecord, key: string, report: WireReport, zeroIsNone: boolean): number | null {
  const value = num(record, key, report);
  if (value === null) return null;
  if (value < 0 || (zeroIsNone && value === 0)) {
    if (value < 0) report.unreadable(key, record[key]);
    return null;
  }
  return value;
}

function parseTeamMember(value: unknown, report: WireReport): TeamMember | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = id(record, 'personId', report);
  const firstName = text(record, 'firstName', report);
  const lastName = text(record, 'lastName', report);
  if (personId === null || (firstName === null && lastName === null)) return null;
  let number = figure(record, 'number', report, false);
  if (number !== null && !Number.isInteger(number)) {
    report.unreadable('number', record['number']);
    number = null;
  }
  return {
    personId,
    owningOrgId: id(record, 'owningOrgId', report) ?? 0,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    birthDate: dateTime(record, 'birthDate', report),
    number,
    position: text(record, 'position', report),
    nationality: text(record, 'nationality', report),
    height: figure(record, 'height', report, true),
    imageUrl: text(record, 'imageUrl', report),
  };
}

/**
 * The members of ta/TeamMembers/{teamId} (a roster; also the profile's ta/TeamMembers/{orgId}?personId=):
 * a bare list, or the list under `teamMembers` or `members`. `birthDate` comes out canonical
 * (`YYYY-MM-DDTHH:mm:ss`) or null; `owningOrgId` 0 when missing.
 */
export function parseTeamMembers(raw: unknown, report: WireReport = proxyReport('teamMembers')): TeamMember[] {
  return listIn(raw, ['teamMembers', 'members'], parseTeamMember, report);
}

function parseTransfer(value: unknown, report: WireReport): Transfer | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const firstName = text(record, 'firstName', report);
  const lastName = text(record, 'lastName', report);
  // decided here: a transfer without a readable date is dropped: it cannot be placed in the one-year window
  // or in the date order the page sorts by (an unreadable one is reported by `dateTime`).
  const date = dateTime(record, 'datePermittedToPlayNewOrg', report);
  if ((firstName === null && lastName === null) || date === null) return null;
  return {
    transferId: id(record, 'transferId', report) ?? 0,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    fromOrgName: text(record, 'fromOrgName', report) ?? '',
    toOrgName: text(record, 'toOrgName', report) ?? '',
    datePermittedToPlayNewOrg: date,
  };
}

/**
 * The transfers of activity/Transfers: a bare list or the list under `transfers`. The date comes out
 * canonical; `transferId` 0 and team names '' when missing.
 */
export function parseTransfers(raw: unknown, report: WireReport = proxyReport('transfers')): Transfer[] {
  return listIn(raw, 'transfers', parseTransfer, report);
}
