/**
 * The row models of the rosters and transfers tables (SPEC §2 Rosters and Transfers): one row per person
 * with every cell decided by the domain rules, the player's profile link, and the transfers of the window.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { TeamMember, TeamStaffMember, Transfer } from '../../../shared/contract';
import { paths } from '../../domain/paths';
import { birthYearOf, personName, positionLabel, type PositionLabel } from '../../domain/people';

export interface RosterRowModel {
  id: string;
  personId: number;
  name: string;
  /** SPEC §2 Rosters: the name links to the player profile. */
  playerHref: string;
  number: number | null;
  /** The one position rule (domain/people positionLabel); null: a dash. */
  position: PositionLabel | null;
  birthYear: number | null;
  /** Centimetres. */
  height: number | null;
  nationality: string | null;
}

export interface RosterInputs {
  members: readonly TeamMember[];
  /** The roster's team (ta/TeamMembers/{teamId}): the profile reads the person under it (`orgId`). */
  teamId: number;
  seasonId: number | null;
  tournamentId: number | null;
  /** The roster's sport (its league's, else the site's): whose positions are named. */
  sportId: number | null;
}

/**
 * The roster's rows in the answer's order (the federation's roster order), one per player (the parser keeps
 * the staff apart, issue 25): a person listed twice (two positions) shows once.
 */
export const selectRosterRows = createSelector(
  [
    (inputs: RosterInputs) => inputs.members,
    (inputs: RosterInputs) => inputs.teamId,
    (inputs: RosterInputs) => inputs.seasonId,
    (inputs: RosterInputs) => inputs.tournamentId,
    (inputs: RosterInputs) => inputs.sportId,
  ],
  (members, teamId, seasonId, tournamentId, sportId): readonly RosterRowModel[] => {
    const seen = new Set<number>();
    const rows: RosterRowModel[] = [];
    for (const member of members) {
      if (seen.has(member.personId)) continue;
      seen.add(member.personId);
      rows.push({
        id: String(member.personId),
        personId: member.personId,
        name: personName(member.firstName, member.lastName),
        // decided here (issue 12): the profile's orgId is the roster's team id, the id ta/TeamMembers/{orgId}
        // ?personId= reads the person under, as the roster itself was read.
        playerHref: paths.player.href({ playerId: member.personId, orgId: teamId, seasonId, tournamentId }),
        number: member.number,
        position: positionLabel(member.position, sportId),
        birthYear: birthYearOf(member.birthDate),
        height: member.height,
        nationality: member.nationality,
      });
    }
    return rows;
  },
);

/** One of the team's staff (issue 25): shown apart from the players, never linked to a player profile. */
export interface StaffRowModel {
  id: string;
  name: string;
  /** The role text as the answer gives it ("Hovedtrener"); null when none. */
  role: string | null;
}

/**
 * The roster's staff in the answer's order, one row per person (a person listed with two roles shows both,
 * "Hovedtrener, Lagleder"); a nameless one is left out.
 */
export const selectStaffRows = createSelector([(staff: readonly TeamStaffMember[]) => staff], (staff): readonly StaffRowModel[] => {
  const rows = new Map<number, StaffRowModel>();
  for (const member of staff) {
    const known = rows.get(member.personId);
    if (known) {
      if (member.role !== null && known.role !== member.role) rows.set(member.personId, { ...known, role: known.role === null ? member.role : `${known.role}, ${member.role}` });
      continue;
    }
    const name = personName(member.firstName, member.lastName);
    if (name !== '') rows.set(member.personId, { id: String(member.personId), name, role: member.role });
  }
  return [...rows.values()];
});

export interface TransferRowModel {
  id: string;
  /** ISO "yyyy-MM-dd": the day the player may play for the new team. */
  date: string;
  name: string;
  from: string;
  to: string;
}

export interface TransfersInputs {
  transfers: readonly Transfer[];
  /** ISO "yyyy-MM-dd": the first day of the window (SPEC §9, one year back). */
  since: string;
}

/**
 * SPEC §2 Transfers: the window's transfers, newest first (ties by name). A transfer dated before the window
 * is left out, whatever the API sent; one dated after today is kept (a transfer agreed ahead of its date).
 */
export const selectTransferRows = createSelector(
  [(inputs: TransfersInputs) => inputs.transfers, (inputs: TransfersInputs) => inputs.since],
  (transfers, since): readonly TransferRowModel[] =>
    transfers
      .map(
        (transfer, index): TransferRowModel => ({
          id: `${transfer.transferId}-${index}`,
          date: transfer.datePermittedToPlayNewOrg.slice(0, 10),
          name: personName(transfer.firstName, transfer.lastName),
          from: transfer.fromOrgName,
          to: transfer.toOrgName,
        }),
      )
      .filter((row) => row.date >= since)
      .sort((a, b) => (a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? 1 : -1)),
);
