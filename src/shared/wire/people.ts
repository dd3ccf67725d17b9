/**
 * People answers (SPEC §3 Team member and Transfer, §7 ta/TeamMembers and activity/Transfers). A team member
 * needs a personId and a name; a transfer needs a name and the date its player may play for the new team.
 * Everything else a record lacks stays null (a dash on screen). DESIGN §1: lists come bare or in an
 * envelope, ids and shirt numbers as strings, dates in US or zone-less ISO form with "0001-01-01T00:00:00"
 * or null for none, names with trailing spaces; what cannot be read is reported, never thrown.
 */
import type { TeamMember, TeamRoster, TeamStaffMember, Transfer } from '../contract';
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

/** A member of ta/TeamMembers as read: a player or one of the team's staff (issue 25). */
type ReadMember = { kind: 'player'; player: TeamMember } | { kind: 'staff'; staff: TeamStaffMember };

// decided here (issue 25): the real API writes "TeamSupport" for staff and "Player" (or nothing) for players;
// the other obvious spellings of staff are read alike. Match players' GK1/GK2 (SPEC §3) are players.
const STAFF_TYPES: ReadonlySet<string> = new Set(['teamsupport', 'staff', 'teamstaff', 'coach', 'official', 'teamofficial', 'leader']);
const PLAYER_TYPES: ReadonlySet<string> = new Set(['player', 'gk1', 'gk2', 'goalkeeper']);

/** Whether the record is one of the staff; an unknown memberType is reported and read as a player's. */
function isStaff(record: WireRecord, report: WireReport): boolean {
  const type = text(record, 'memberType', report);
  if (type === null) return false;
  const key = type.replace(/[\s_-]/g, '').toLowerCase();
  if (STAFF_TYPES.has(key)) return true;
  if (!PLAYER_TYPES.has(key)) report.unreadable('memberType', record['memberType']);
  return false;
}

// "Trener Holm – Hovedtrener": the role after a spaced dash (en dash, em dash or hyphen) at the name's end.
const NAME_ROLE = /^(.*?\S)\s+[–—-]\s+(\S.*)$/;

/** A name part without the role it may carry ("Holm – Hovedtrener" → "Holm", "Hovedtrener"). */
function splitRole(part: string | null): { name: string | null; role: string | null } {
  const match = part === null ? null : NAME_ROLE.exec(part);
  return match ? { name: match[1] ?? null, role: match[2] ?? null } : { name: part, role: null };
}

/**
 * A staff member: the role from `role` (or `roleName`, `memberRole`, or the record's `position`, where the
 * staff's role text stands), else from the name's end after " – " — which is taken off the name either way.
 */
function parseStaff(record: WireRecord, personId: number, firstName: string | null, lastName: string | null, report: WireReport): TeamStaffMember {
  const last = splitRole(lastName);
  // The whole name may come in firstName ("Trener Holm – Hovedtrener", no lastName).
  const first = last.role === null ? splitRole(firstName) : { name: firstName, role: null };
  const field = ['role', 'roleName', 'memberRole', 'position'].reduce<string | null>((found, key) => found ?? text(record, key, report), null);
  return { personId, firstName: first.name ?? '', lastName: last.name ?? '', role: field ?? last.role ?? first.role };
}

function parsePlayer(record: WireRecord, personId: number, firstName: string | null, lastName: string | null, report: WireReport): TeamMember {
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

function parseMember(value: unknown, report: WireReport): ReadMember | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = id(record, 'personId', report);
  const firstName = text(record, 'firstName', report);
  const lastName = text(record, 'lastName', report);
  if (personId === null || (firstName === null && lastName === null)) return null;
  return isStaff(record, report)
    ? { kind: 'staff', staff: parseStaff(record, personId, firstName, lastName, report) }
    : { kind: 'player', player: parsePlayer(record, personId, firstName, lastName, report) };
}

/**
 * A roster, ta/TeamMembers/{teamId}: a bare list, or the list under `teamMembers` or `members`, split into
 * its players and its staff (issue 25: staff never count as players anywhere). A player's `birthDate`
 * comes out canonical (`YYYY-MM-DDTHH:mm:ss`) or null; `owningOrgId` 0 when missing.
 */
export function parseTeamRoster(raw: unknown, report: WireReport = proxyReport('teamMembers')): TeamRoster {
  const roster: TeamRoster = { players: [], staff: [] };
  for (const member of listIn(raw, ['teamMembers', 'members'], parseMember, report)) {
    if (member.kind === 'player') roster.players.push(member.player);
    else roster.staff.push(member.staff);
  }
  return roster;
}

/**
 * The players of ta/TeamMembers (the profile's ta/TeamMembers/{orgId}?personId= reads its person with it):
 * the roster's players only, so a staff member is never taken for a player.
 */
export function parseTeamMembers(raw: unknown, report: WireReport = proxyReport('teamMembers')): TeamMember[] {
  return parseTeamRoster(raw, report).players;
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
