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
}

const initialState: ReadsState = { retrying: {}, stale: {} };

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
    /** Issue 25 case 5: the fan pressed Retry on a part that could not be loaded; every failed read tries now. */
    retryRequested() {},
  },
});

export const readsEvents = readsSlice.actions;
