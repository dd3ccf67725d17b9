/**
 * How the server's answers are reaching the page (issue 10 §2, §4): reads waiting to retry after a
 * 429/503, and reads answered from a stale copy because the results service is not answering. Minimal:
 * keyed by the read's target text, so a later answer to the same read clears it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ReadsState {
  /** Target text → the attempt that is waiting (1 = the first retry). */
  retrying: Record<string, number>;
  /** Target text → when the stale copy it was answered with was last fresh (device epoch ms). */
  stale: Record<string, number>;
  /**
   * Issue 29: the device's connection. Offline, `dataAsOfMs` is when the page's data were last known fresh
   * (when it went offline, or the render of a page opened offline; null when nothing tells).
   */
  connection: { status: 'online' } | { status: 'offline'; dataAsOfMs: number | null };
}

const ONLINE: ReadsState['connection'] = { status: 'online' };

const initialState: ReadsState = { retrying: {}, stale: {}, connection: ONLINE };

export const readsSlice = createSlice({
  name: 'reads',
  initialState,
  reducers: {
    readRetrying(state, action: PayloadAction<{ what: string; attempt: number }>) {
      state.retrying[action.payload.what] = action.payload.attempt;
    },
    readSettled(state, action: PayloadAction<{ what: string }>) {
      delete state.retrying[action.payload.what];
    },
    staleAnswerReceived(state, action: PayloadAction<{ what: string; updatedAtMs: number }>) {
      state.stale[action.payload.what] = action.payload.updatedAtMs;
    },
    freshAnswerReceived(state, action: PayloadAction<{ what: string }>) {
      delete state.stale[action.payload.what];
    },
    /** Issue 29: the device went offline (or the page opened offline); its data were fresh at `dataAsOfMs`. */
    connectionLost(state, action: PayloadAction<{ dataAsOfMs: number | null }>) {
      // Offline already: the data are no fresher than when the connection was first lost.
      if (state.connection.status === 'online') state.connection = { status: 'offline', dataAsOfMs: action.payload.dataAsOfMs };
    },
    /** Issue 29: the device is online again; the page's reads are asked again (connectivitySaga). */
    connectionRestored(state) {
      state.connection = ONLINE;
    },
    /** Issue 25 case 5: the fan pressed Retry on a part that could not be loaded; every failed read tries now. */
    retryRequested() {},
  },
});

export const readsEvents = readsSlice.actions;
