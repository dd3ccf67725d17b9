/** What the sport sections read (the page passes the store's details; ui never imports state). */
import type {
  BasketballPlayer,
  Goal,
  Incident,
  LineupMember,
  MatchGoalie,
  MatchPlayer,
  Penalty,
  PeriodResult,
  Referee,
  VolleyballPlayer,
} from '../../../shared/contract';

export interface MatchDetailsView {
  periods: readonly PeriodResult[];
  incidents: readonly Incident[];
  referees: readonly Referee[];
  lineups: readonly LineupMember[];
  goals: readonly Goal[];
  penalties: readonly Penalty[];
  players: readonly MatchPlayer[];
  goalies: readonly MatchGoalie[];
  basketballPlayers: readonly BasketballPlayer[];
  volleyballPlayers: readonly VolleyballPlayer[];
}
