import { expectSaga } from 'redux-saga-test-plan';
import { put, take } from 'redux-saga/effects';
import { lazySaga } from '../../../src/client/app/rootSaga';
import type { Services } from '../../../src/client/services';

describe('lazySaga: a page saga loaded with its page', () => {
  it('loads nothing until the trigger, then starts the saga and hands it the first event', async () => {
    const seen: string[] = [];
    function* pageSaga() {
      const action: { type: string; payload: number } = yield take('page/entered');
      seen.push(`handled ${action.payload}`);
      yield put({ type: 'page/loaded' });
    }
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(pageSaga as never);
    };
    const services = {} as Services;
    expect(loads).toBe(0);
    await expectSaga(lazySaga, 'page/entered', load, services)
      .dispatch({ type: 'other/event' })
      .dispatch({ type: 'page/entered', payload: 7 })
      .put({ type: 'page/entered', payload: 7 })
      .put({ type: 'page/loaded' })
      .silentRun(50);
    expect(loads).toBe(1);
    expect(seen).toEqual(['handled 7']);
  });
});
