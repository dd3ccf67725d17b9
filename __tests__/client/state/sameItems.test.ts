/** Issue 26: restored lists and sets keep their reference when they hold the same. */
import { sameFields, sameItems, sameJsonValue, sameMembers } from '../../../src/client/state/sameItems';

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

test('parsed JSON values are the same whatever the order of their keys', () => {
  expect(sameJsonValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
  expect(sameJsonValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  expect(sameJsonValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
  expect(sameJsonValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  expect(sameJsonValue(null, {})).toBe(false);
});

test('records are the same with the same values under the same keys (a view selector keeps its result)', () => {
  const events: number[] = [];
  expect(sameFields({ events, connection: 'live' }, { connection: 'live', events })).toBe(true);
  expect(sameFields({ events, connection: 'live' }, { events: [], connection: 'live' })).toBe(false);
  expect(sameFields<{ a: number } | null>(null, null)).toBe(true);
  expect(sameFields<{ a: number } | null>({ a: 1 }, null)).toBe(false);
});
