/** Issue 26: restored lists and sets keep their reference when they hold the same. */
import { sameItems, sameMembers } from '../../../src/client/state/sameItems';

test('lists are the same with the same items in the same order', () => {
  expect(sameItems([], [])).toBe(true);
  expect(sameItems(['a', 'b'], ['a', 'b'])).toBe(true);
  expect(sameItems(['a', 'b'], ['b', 'a'])).toBe(false);
  expect(sameItems(['a'], ['a', 'a'])).toBe(false);
  expect(sameItems([Number.NaN], [Number.NaN])).toBe(true);
});

test('sets are the same with the same members, in any order', () => {
  expect(sameMembers(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
  expect(sameMembers(new Set(['a']), new Set(['b']))).toBe(false);
  expect(sameMembers(new Set(['a']), new Set(['a', 'b']))).toBe(false);
});
