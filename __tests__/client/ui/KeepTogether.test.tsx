/** Issue 27: a phrase never breaks at its number; the text itself stays as it came. */
import { render } from '@testing-library/react';
import { KeepTogether, phrasesKeptTogether } from '../../../src/client/ui/KeepTogether';

describe('phrasesKeptTogether', () => {
  it.each([
    ['3. periode', ['3. periode']],
    ['Pause etter 1. periode', ['Pause', 'etter 1. periode']],
    ['Intermission after period 1', ['Intermission', 'after', 'period 1']],
    ['Bærum 2', ['Bærum 2']],
    ['Manglerud Star 2', ['Manglerud', 'Star 2']],
    ['Period 2 12:00 left', ['Period 2 12:00 left']],
    ['3. sett: 12 - 17', ['3. sett: 12 - 17']],
  ])('%j keeps its figures with their words', (text, phrases) => {
    expect(phrasesKeptTogether(text)).toEqual(phrases);
    expect(phrasesKeptTogether(text).join(' ')).toBe(text);
  });

  it.each(['Kristiansand Pirates', 'Final (OT)', 'Sparta Sarpsborg', 'B2 Ballers'])('%j has no figure standing alone: every word apart', (text) => {
    expect(phrasesKeptTogether(text)).toEqual(text.split(' '));
  });
});

describe('KeepTogether', () => {
  it('renders the text as it came, each phrase with a figure unbreakable', () => {
    const { container } = render(
      <p>
        <KeepTogether text="Pause etter 1. periode" />
      </p>,
    );
    expect(container.textContent).toBe('Pause etter 1. periode');
    expect(container.textContent).not.toContain('\u00a0');
    const kept = [...container.querySelectorAll('span')].map((span) => [span.textContent, getComputedStyle(span).whiteSpace]);
    expect(kept).toEqual([['etter 1. periode', 'nowrap']]);
  });
});
