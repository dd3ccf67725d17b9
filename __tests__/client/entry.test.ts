/**
 * Issue 26: the entry evaluates the app's modules in stages, each in a task of its own (no boot task over 50 ms
 * on a phone). The stages' modules are replaced by recorders here (evaluating the real ones needs a page):
 * what is under test is when entry.ts has each of them evaluated, one timer task apart, in order.
 */
const evaluated: string[] = [];

jest.mock('react-dom/client', () => {
  evaluated.push('react-dom');
  return {};
});
jest.mock('../../src/client/theme/GlobalStyle', () => {
  evaluated.push('styles');
  return {};
});
jest.mock('../../src/client/app/Providers', () => {
  evaluated.push('providers');
  return {};
});
jest.mock('../../src/client/state/api/api', () => {
  evaluated.push('api');
  return {};
});
jest.mock('../../src/client/app/rootSaga', () => {
  evaluated.push('sagas');
  return {};
});
jest.mock('../../src/client/app/store', () => {
  evaluated.push('store');
  return {};
});
jest.mock('../../src/client/app/routes', () => {
  evaluated.push('routes');
  return {};
});
jest.mock('../../src/client/index', () => {
  evaluated.push('boot');
  return {};
});

/** Runs the one timer task that is due, then lets its promise callbacks settle (bounded). */
async function nextTask(): Promise<void> {
  jest.advanceTimersToNextTimer();
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers();
  evaluated.length = 0;
});

afterEach(() => jest.useRealTimers());

test('the entry evaluates react-dom, the styles, the providers, the api, the sagas, the store, the routes, then the boot, each in a later task', async () => {
  await import('../../src/client/entry');
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  expect(evaluated).toEqual([]);
  const stages = ['react-dom', 'styles', 'providers', 'api', 'sagas', 'store', 'routes', 'boot'];
  for (let stage = 1; stage <= stages.length; stage += 1) {
    await nextTask();
    expect(evaluated).toEqual(stages.slice(0, stage));
  }
});
