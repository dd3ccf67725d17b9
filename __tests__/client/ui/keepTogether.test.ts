import { keepNumbersWithWords } from '../../../src/client/ui/keepTogether';

const NBSP = '\u00a0';

describe('keepNumbersWithWords (issue 27: a phrase never breaks at its number)', () => {
  it.each([
    ['3. periode', `3.${NBSP}periode`],
    ['Pause etter 1. periode', `Pause etter${NBSP}1.${NBSP}periode`],
    ['Intermission after period 1', `Intermission after period${NBSP}1`],
    ['Bærum 2', `Bærum${NBSP}2`],
    ['Manglerud Star 2', `Manglerud Star${NBSP}2`],
    ['Period 2 12:00 left', `Period${NBSP}2${NBSP}12:00${NBSP}left`],
  ])('%j keeps its figure with its words', (text, kept) => {
    expect(keepNumbersWithWords(text)).toBe(kept);
  });

  it.each(['Kristiansand Pirates', 'Final (OT)', 'Sparta Sarpsborg', 'B2 Ballers'])('%j has no figure standing alone and is unchanged', (text) => {
    expect(keepNumbersWithWords(text)).toBe(text);
  });
});
