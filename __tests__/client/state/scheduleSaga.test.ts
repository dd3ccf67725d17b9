import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { memoryStorage } from '../../../src/client/services/storage';
import { scheduleSaga } from '../../../src/client/state/schedule/scheduleSaga';
import { scheduleEvents } from '../../../src/client/state/schedule/scheduleSlice';
import { initialRootState } from '../../support/state';

describe('scheduleSaga (SPEC §4 schedule toggle remembered)', () => {
  it('restores the saved choice and saves a new one', async () => {
    const storage = memoryStorage({ scheduleView: 'played' });
    const { storeState } = await expectSaga(scheduleSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .put(scheduleEvents.viewRestored({ view: 'played' }))
      .dispatch(scheduleEvents.viewChosen({ view: 'upcoming' }))
      .silentRun(20);
    expect((storeState as RootState).schedule.view).toBe('upcoming');
    expect(storage.values.get('scheduleView')).toBe('upcoming');
  });

  it('nothing or garbage saved: Upcoming', async () => {
    await expectSaga(scheduleSaga, { storage: memoryStorage({ scheduleView: '<script>' }) })
      .withReducer(rootReducer, initialRootState())
      .put(scheduleEvents.viewRestored({ view: 'upcoming' }))
      .silentRun(20);
  });
});
