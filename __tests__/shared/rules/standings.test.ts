import { hockeyPointsFactor, hockeyPointsPercentage } from '../../../src/shared/rules/standings';

describe('hockey points factor (SPEC §9)', () => {
  it.each([
    ['EHL', 3],
    ['EHL treningskamper', 3],
    ['1.div menn senior', 3],
    ['Bambusa-ligaen', 3],
    ['Bambusa-ligaen treningskamper', 3],
    ['2.div menn senior', 3],
    ['U20 Elite', 3],
    ['U18 Elite', 3],
    ['ehl', 3],
    ['1.div menn', 2],
    ['1.div kvinner', 2],
    ['U16 Elite', 2],
    ['NM sluttspill menn senior', 2],
    ['', 2],
  ])('%p has factor %p', (name, factor) => {
    expect(hockeyPointsFactor(name)).toBe(factor);
  });
});

describe('hockey points percentage (SPEC §9)', () => {
  it.each([
    [20, 9, 3, 74.07],
    [20, 9, 2, 111.11],
    [27, 9, 3, 100],
    [0, 9, 3, 0],
    [1, 3, 3, 11.11],
    [2, 3, 3, 22.22],
    [5, 6, 2, 41.67],
  ])('%p points in %p matches with factor %p is %p', (points, matches, factor, expected) => {
    expect(hockeyPointsPercentage(points, matches, factor)).toBe(expected);
  });

  it('has no percentage with no matches played', () => {
    expect(hockeyPointsPercentage(0, 0, 3)).toBeNull();
  });
});
