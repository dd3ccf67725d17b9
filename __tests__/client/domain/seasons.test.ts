import { findSeasonOrFirst, keepStartedOwnSeasons } from '../../../src/client/domain/seasons';
import { leagueYear } from '../../../src/client/domain/time';
import { seasonLookupYearsFrom } from '../../../src/shared/rules/seasons';
import { aSeason } from '../../support/builders';

const now = new Date('2026-11-21T12:00:00Z');

describe('seasonLookupYears (SPEC §9: current year and the five before)', () => {
  it('lists six years, current first', () => {
    expect(seasonLookupYearsFrom(leagueYear(now, 'Europe/Oslo'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
  it('uses the league zone at new year', () => {
    expect(leagueYear(new Date('2026-12-31T23:30:00Z'), 'Europe/Oslo')).toBe(2027);
  });
});

describe('keepStartedOwnSeasons (SPEC §5)', () => {
  const own = 10;
  it.each([
    ['started and owned', { seasonDateFrom: '2026-09-01T00:00:00Z', orgIdOwner: own }, true],
    ['starts exactly now', { seasonDateFrom: now.toISOString(), orgIdOwner: own }, true],
    ['starts a minute later', { seasonDateFrom: '2026-11-21T12:01:00Z', orgIdOwner: own }, false],
    ['owned by another organisation', { seasonDateFrom: '2026-09-01T00:00:00Z', orgIdOwner: 99 }, false],
    ['unreadable start date', { seasonDateFrom: 'soon', orgIdOwner: own }, false],
  ])('%s → kept %p', (_, fields, kept) => {
    const season = aSeason(fields);
    expect(keepStartedOwnSeasons([season], own, now)).toEqual(kept ? [season] : []);
  });

  it('orders newest first and keeps each season once', () => {
    const older = aSeason({ seasonId: 1, seasonDateFrom: '2024-09-01T00:00:00Z' });
    const newer = aSeason({ seasonId: 2, seasonDateFrom: '2025-09-01T00:00:00Z' });
    expect(keepStartedOwnSeasons([older, newer, older], 10, now).map((s) => s.seasonId)).toEqual([2, 1]);
  });
});

describe('findSeasonOrFirst (SPEC §5 fallback)', () => {
  const seasons = [aSeason({ seasonId: 5 }), aSeason({ seasonId: 6 })];
  it.each([
    [6, 6],
    [404, 5],
    [null, 5],
  ])('seasonId %p → %p', (asked, found) => {
    expect(findSeasonOrFirst(seasons, asked)?.seasonId).toBe(found);
  });
  it('is null for no seasons', () => {
    expect(findSeasonOrFirst([], 5)).toBeNull();
  });
});
