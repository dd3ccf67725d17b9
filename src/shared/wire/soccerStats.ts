/**
 * Soccer statistics answers (SPEC §3 Soccer row, §7 corpsports/soccer/BestPlayers/{tournamentId}).
 *
 * DESIGN §1 "Real upstream data": a bare list or the list in an envelope (`players`, `bestPlayers` or
 * `data`), ids and figures as numbers or strings. A row needs its personId (the profile link and the row's
 * identity) and is dropped and reported without it; a figure it lacks is null (a dash on screen, SPEC §8),
 * a missing name or team is ''.
 */
import type { SoccerPlayerRow } from '../contract';
import { id, listIn, num, readRecord, text, type WireRecord } from './read';
import { proxyReport, type WireReport } from './report';

/** The first readable figure of `keys` (the spec's spelling first), or null. */
function figure(record: WireRecord, keys: readonly string[], report: WireReport): number | null {
  for (const key of keys) {
    const value = num(record, key, report);
    if (value !== null) return value;
  }
  return null;
}

function parseSoccerPlayer(value: unknown, report: WireReport): SoccerPlayerRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = id(record, 'personId', report);
  if (personId === null) {
    if (record.personId === undefined || record.personId === null) report.unreadable('personId', record.personId ?? null);
    return null;
  }
  return {
    personId,
    orgId: id(record, 'orgId', report) ?? 0,
    firstName: text(record, 'firstName', report) ?? '',
    lastName: text(record, 'lastName', report) ?? '',
    teamName: text(record, 'teamName', report) ?? text(record, 'orgName', report) ?? '',
    matches: figure(record, ['matches'], report),
    goals: figure(record, ['goals'], report),
    // SPEC §3 spells it `redCarts`; the correct spelling is read too, in case the API is ever fixed.
    redCarts: figure(record, ['redCarts', 'redCards'], report),
    yellowCards: figure(record, ['yellowCards'], report),
  };
}

/** The rows of corpsports/soccer/BestPlayers (see the module comment), in the answer's order. */
export function parseSoccerBestPlayers(raw: unknown, report: WireReport = proxyReport('soccerBestPlayers')): SoccerPlayerRow[] {
  return listIn(raw, ['players', 'bestPlayers', 'data'], parseSoccerPlayer, report);
}
