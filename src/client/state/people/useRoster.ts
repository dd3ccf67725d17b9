/**
 * The rosters page's state (SPEC §2 Rosters, §8): the selected team's members through the api, shaped into
 * the table's rows. Without a chosen team nothing is asked for and the page asks for one.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { readStateOfQuery, type ReadFailureKind } from '../readState';
import { selectCurrentLeague, selectCurrentSeason, selectSelectedTeam } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { peopleApi } from './peopleApi';
import { selectConfiguredSportId } from '../site/selectors';
import { selectRosterRows, selectStaffRows, type RosterRowModel, type StaffRowModel } from './selectors';

/** The roster's team: its id as chosen, its name once the league's teams have loaded. */
export interface RosterTeam {
  teamId: number;
  name: string | null;
}

type RosterStatus =
  | { status: 'noTeam' }
  | { status: 'loading'; team: RosterTeam }
  | { status: 'failed'; team: RosterTeam; kind: ReadFailureKind }
  /** No players; the team's staff (issue 25) still show. */
  | { status: 'empty'; team: RosterTeam; staff: readonly StaffRowModel[] }
  | { status: 'ready'; team: RosterTeam; rows: readonly RosterRowModel[]; staff: readonly StaffRowModel[] };

/** The roster's state, and the current league's name (the tab title names it, SPEC §2 Header). */
export type RosterView = RosterStatus & { leagueName: string | null };

export function useRoster(): RosterView {
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  return { ...useRosterStatus(), leagueName: league?.tournamentName ?? null };
}

function useRosterStatus(): RosterStatus {
  // The chosen id (the URL's `team`, the filter's choice): the roster is read without waiting for the
  // league's team list, which only names the team (and settles an unknown id to none, SPEC §5).
  const teamId = useSelector((state: StateShape) => state.selection.teamId);
  const selected = useSelector((state: StateShape) => selectSelectedTeam(state));
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  const season = useSelector((state: StateShape) => selectCurrentSeason(state));
  const configuredSportId = useSelector(selectConfiguredSportId);
  const read = peopleApi.useGetTeamMembersQuery(teamId === null ? skipToken : { teamId });

  if (teamId === null) return { status: 'noTeam' };
  const team: RosterTeam = { teamId, name: selected?.teamId === teamId ? selected.team.trim() || null : null };
  const state = readStateOfQuery(read);
  if (state.status === 'failed') return { status: 'failed', team, kind: state.kind };
  // currentData: this team's answer, never the previous team's while this one loads.
  const roster = read.currentData;
  if (roster === undefined) return { status: 'loading', team };
  const rows = selectRosterRows({
    members: roster.players,
    teamId,
    seasonId: season?.seasonId ?? league?.seasonId ?? null,
    tournamentId: league?.tournamentId ?? null,
    sportId: league?.sportId ?? configuredSportId,
  });
  const staff = selectStaffRows(roster.staff);
  return rows.length === 0 ? { status: 'empty', team, staff } : { status: 'ready', team, rows, staff };
}
