/**
 * The transfers page's state (SPEC §2 Transfers, §7, §9): the organisation's public transfers of the last
 * year through the api, newest first.
 */
import { useSelector } from 'react-redux';
import { transfersSince } from '../../domain/people';
import { readStateOfQuery, type ReadFailureKind } from '../readState';
import type { StateShape } from '../shape';
import { selectOrgId, selectTimeZone } from '../site/selectors';
import { peopleApi } from './peopleApi';
import { selectTransferRows, type TransferRowModel } from './selectors';

export type TransfersView =
  | { status: 'loading'; since: string }
  | { status: 'failed'; since: string; kind: ReadFailureKind }
  | { status: 'empty'; since: string }
  | { status: 'ready'; since: string; rows: readonly TransferRowModel[] };

/** `nowMs`: the clock's time (the page reads it), so the window moves with the day, not with each render. */
export function useTransfers(nowMs: number): TransfersView {
  // SPEC §9 "Transfers org id 354" is the organisation's own id in the spec's world (354 is the special
  // organisation of §9): the configured orgId of this site plays that part, so another organisation's site
  // lists its own transfers.
  const orgId = useSelector((state: StateShape) => selectOrgId(state));
  const zone = useSelector((state: StateShape) => selectTimeZone(state));
  const since = transfersSince(new Date(nowMs), zone);
  const read = peopleApi.useGetTransfersQuery({ sfOrgId: orgId, date: since });

  const state = readStateOfQuery(read);
  if (state.status === 'failed') return { status: 'failed', since, kind: state.kind };
  const transfers = read.currentData;
  if (transfers === undefined) return { status: 'loading', since };
  const rows = selectTransferRows({ transfers, since });
  return rows.length === 0 ? { status: 'empty', since } : { status: 'ready', since, rows };
}
