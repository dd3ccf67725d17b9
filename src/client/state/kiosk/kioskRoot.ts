/**
 * The kiosk's place in the root saga (issue 15): on the /kiosk route only, its saga is loaded (a chunk of
 * its own, so the site's first bundle does not carry it) and run; on every other route nothing happens.
 */
import { call } from 'redux-saga/effects';
import { routeNameOf } from '../../domain/paths';
import type { Clock } from '../../services/clock';
import type { KioskDevice } from '../../services/kiosk';
import type { Navigation } from '../../services/navigation';
import type * as KioskSagaModule from './kioskSaga';

type KioskModule = typeof KioskSagaModule;

const loadKioskSaga = (): Promise<KioskModule> => import(/* webpackChunkName: "kiosk-saga" */ './kioskSaga');

export function* kioskSaga(services: { clock: Clock; navigation: Navigation; kiosk?: KioskDevice }) {
  const kiosk = services.kiosk;
  const location = services.navigation.location();
  if (!kiosk || routeNameOf(location.pathname) !== 'kiosk') return;
  // The address as the screen was opened with, read before the chunk loads: meanwhile the selection saga may
  // already have replaced a bad tournamentId in the URL with the default league, and the screen must say
  // what was wrong with its address, not run another league (a race seen in the kiosk's bad-address spec).
  const search = location.search;
  const module: KioskModule = yield call(loadKioskSaga);
  yield call(module.runKiosk, { ...services, kiosk }, search);
}
