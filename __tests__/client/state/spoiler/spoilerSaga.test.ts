import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { SPOILER_STORAGE_KEY } from '../../../../src/client/domain/spoiler';
import { memoryStorage } from '../../../../src/client/services/storage';
import { selectBroadcastDelaySeconds, selectIsScoreHidden, selectScoreHiddenTest, selectShieldOn } from '../../../../src/client/state/spoiler/selectors';
import { spoilerSaga } from '../../../../src/client/state/spoiler/spoilerSaga';
import { spoilerEvents, spoilerSlice } from '../../../../src/client/state/spoiler/spoilerSlice';
import { initialRootState } from '../../../support/state';

describe('spoiler slice (issue 16)', () => {
  const frozen = Object.freeze({ shield: false, revealed: Object.freeze([1]) as number[], delaySeconds: 0 });
  it('reveals once and clamps the delay, without mutating the state it was given', () => {
    let state = spoilerSlice.reducer(frozen, spoilerEvents.matchRevealed({ matchId: 2 }));
    state = spoilerSlice.reducer(state, spoilerEvents.matchRevealed({ matchId: 1 }));
    state = spoilerSlice.reducer(state, spoilerEvents.broadcastDelayChosen({ seconds: 500 }));
    expect(state).toEqual({ shield: false, revealed: [2, 1], delaySeconds: 120 });
  });
  it('turning the shield off keeps the reveals', () => {
    let state = spoilerSlice.reducer({ ...frozen, shield: true }, spoilerEvents.shieldToggled({ on: false }));
    state = spoilerSlice.reducer(state, spoilerEvents.shieldToggled({ on: true }));
    expect(state).toEqual({ shield: true, revealed: [1], delaySeconds: 0 });
  });
});

describe('spoiler selectors', () => {
  it('answer per match, and the list test stays the same function while the prefs do', () => {
    const base = initialRootState();
    const state: RootState = { ...base, spoiler: { shield: true, revealed: [4], delaySeconds: 15 } };
    expect(selectShieldOn(state)).toBe(true);
    expect(selectBroadcastDelaySeconds(state)).toBe(15);
    expect(selectIsScoreHidden(state, 4)).toBe(false);
    expect(selectIsScoreHidden(state, 5)).toBe(true);
    const test = selectScoreHiddenTest(state);
    expect(selectScoreHiddenTest({ ...state, selection: { ...state.selection } })).toBe(test);
    expect([test(4), test(5)]).toEqual([false, true]);
    expect(selectScoreHiddenTest({ ...state, spoiler: { ...state.spoiler, shield: false } })(5)).toBe(false);
  });
});

describe('spoilerSaga', () => {
  it('restores the saved preferences at boot', async () => {
    const storage = memoryStorage({ [SPOILER_STORAGE_KEY]: '{"shield":true,"revealed":[11],"delaySeconds":30}' });
    const { storeState } = await expectSaga(spoilerSaga, { storage }).withReducer(rootReducer, initialRootState()).silentRun(10);
    expect((storeState as RootState).spoiler).toEqual({ shield: true, revealed: [11], delaySeconds: 30 });
  });

  it('a damaged saved value boots unshielded', async () => {
    const storage = memoryStorage({ [SPOILER_STORAGE_KEY]: '{oops' });
    const { storeState } = await expectSaga(spoilerSaga, { storage }).withReducer(rootReducer, initialRootState()).silentRun(10);
    expect((storeState as RootState).spoiler.shield).toBe(false);
  });

  it('saves every change', async () => {
    const storage = memoryStorage();
    await expectSaga(spoilerSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .dispatch(spoilerEvents.shieldToggled({ on: true }))
      .dispatch(spoilerEvents.matchRevealed({ matchId: 42 }))
      .dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 45 }))
      .silentRun(10);
    expect(JSON.parse(storage.values.get(SPOILER_STORAGE_KEY) ?? 'null')).toEqual({ shield: true, revealed: [42], delaySeconds: 45 });
  });
});
