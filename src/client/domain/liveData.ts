/**
 * Issue 25 case 6: a match that should be live while nothing publishes live events. SPEC §4 "Live matches
 * show the live score, falling back to 0 - 0" presumes a feed that could say otherwise; in upstream mode
 * without one (site config `live.feed` false) the fallback would be a made-up score, and a live view's
 * "not started" phase (the phase of no events) a red "Starts 21:47" long after the start. Such a match
 * says "No live data" instead.
 */
import type { Match } from '../../shared/contract';
import type { MatchStatus } from './matchStatus';
import { matchInstant } from './time';

/**
 * The status a surface shows, given whether anything publishes live events (`feed`). Without a feed, a
 * live status about which nothing has been heard — no phase yet, or "not started" — is 'noLiveData' once
 * the match has started at `now` (SPEC §4 live window: from its start time; a record without a usable
 * start counts as started, since the status already says live). Everything else stands: before its start
 * a match is rightly "not started", a final keeps its REST result, a called-off or scheduled match its
 * status, and whatever a feed has said (a period in play, the end) wins.
 * `match`: the match's record, null when the surface has none (a live view opened on its own).
 */
export function liveDataStatus(
  status: MatchStatus,
  feed: boolean,
  match: Pick<Match, 'matchDate' | 'matchStartTime' | 'matchEndTime'> | null,
  now: Date,
  zone: string,
): MatchStatus {
  if (feed || status.kind !== 'live') return status;
  if (status.phase !== null && status.phase.kind !== 'notStarted') return status;
  const start = match === null ? null : matchInstant(match, zone, 'start');
  return start !== null && start > now.getTime() ? status : { kind: 'noLiveData' };
}
