/**
 * Issue 25 "drift is visible" on the ops wall: the server's `/healthz` wireDrift (what the upstream's
 * answers could not be read as in the last hour) shows as one line per target, in both languages; a
 * server that checks nothing (demo mode) shows no notice at all.
 */
import { screen, within } from '@testing-library/react';
import type { Language } from '../../../src/shared/siteConfig';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi } from '../../support/services';

const DRIFT = {
  status: 'ok',
  dataSource: { kind: 'upstream', healthy: true, detail: 'upstream answering' },
  uptimeSeconds: 100,
  wireDrift: {
    windowMinutes: 60,
    answersChecked: 40,
    targets: [
      {
        target: 'icehockey/TournamentPlayers',
        answers: 4,
        unreadableAnswers: 1,
        unreadableShare: 0.25,
        fields: [
          { field: 'players[].personId', answers: 3, share: 0.75 },
          { field: 'players[]', answers: 2, share: 0.5, rows: 7 },
          { field: 'players[].lastName', answers: 1, share: 0.25 },
          { field: 'players[].pim', answers: 1, share: 0.25 },
        ],
      },
      { target: 'ta/TournamentStandings', answers: 1, unreadableAnswers: 0, unreadableShare: 0, fields: [{ field: 'standings[].victories', answers: 1, share: 1 }] },
    ],
  },
};

function renderWall(language: Language, health: unknown) {
  const api = { ...fakeApi({ proxy: { scheduledMatchesBySport: () => ({ matches: [] }) } }), fetchHealth: () => Promise.resolve(health) };
  return renderApp({ url: '/ops', language, services: appServices({ api }) });
}

const EXPECTED: Record<Language, { heading: RegExp; line: string; standings: string }> = {
  en: {
    heading: /Upstream data that could not be read \(last 60 minutes\)/,
    line: 'icehockey/TournamentPlayers: 4 answers, 25% unreadable as a whole · could not read players[].personId in 75%, players[]: 7 rows in 50%, players[].lastName in 25% and 1 more field',
    standings: 'ta/TournamentStandings: 1 answer · could not read standings[].victories in 100%',
  },
  no: {
    heading: /Data fra forbundet som ikke kunne leses \(siste 60 minutter\)/,
    line: 'icehockey/TournamentPlayers: 4 svar, 25 % uleselige i sin helhet · kunne ikke lese players[].personId i 75 %, players[]: 7 rader i 50 %, players[].lastName i 25 % og 1 felt til',
    standings: 'ta/TournamentStandings: 1 svar · kunne ikke lese standings[].victories i 100 %',
  },
};

describe.each(['en', 'no'] as const)('the ops wall in %s (issue 25)', (language) => {
  it('shows the upstream drift, one line per target with its worst fields', async () => {
    renderWall(language, DRIFT);
    const notice = await screen.findByRole('region', { name: EXPECTED[language].heading });
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([EXPECTED[language].line, EXPECTED[language].standings]);
  });

  it('shows no drift notice when the server checks nothing (demo mode)', async () => {
    renderWall(language, { status: 'ok', dataSource: { kind: 'demo', healthy: true, detail: 'demo' }, uptimeSeconds: 1 });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText(language === 'en' ? 'No live-covered matches today.' : /Ingen/);
    expect(screen.queryByRole('region', { name: EXPECTED[language].heading })).toBeNull();
  });
});
