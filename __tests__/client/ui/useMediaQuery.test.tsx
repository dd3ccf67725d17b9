/**
 * Issue 26: a media query's answer while the browser takes a server-rendered page over is null (the server's
 * markup has both variants), and the answer comes after, in a transition; a page the browser draws alone
 * has the answer from its first render.
 */
import { render, screen } from '@testing-library/react';
import { useMediaMatch } from '../../../src/client/ui/useMediaQuery';
import { PAGE_STATE_ELEMENT_ID, PAGE_TAKEN_OVER_ATTRIBUTE } from '../../../src/shared/pageRender';

function Probe({ seen }: { seen: (boolean | null)[] }) {
  const narrow = useMediaMatch('(max-width: 799.98px)');
  seen.push(narrow);
  return <p>{narrow === null ? 'both' : narrow ? 'narrow' : 'wide'}</p>;
}

beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
  document.documentElement.removeAttribute(PAGE_TAKEN_OVER_ATTRIBUTE);
});

test('over a server-rendered page not yet taken over: both variants first, then the answer', () => {
  const state = document.createElement('script');
  state.id = PAGE_STATE_ELEMENT_ID;
  document.head.append(state);
  const seen: (boolean | null)[] = [];
  render(<Probe seen={seen} />);
  expect(seen[0]).toBeNull();
  expect(screen.getByText('narrow')).toBeTruthy();
});

test('a page taken over, or drawn by the browser alone, answers in its first render', () => {
  const seen: (boolean | null)[] = [];
  render(<Probe seen={seen} />);
  expect(seen).toEqual([true]);
  const state = document.createElement('script');
  state.id = PAGE_STATE_ELEMENT_ID;
  document.head.append(state);
  document.documentElement.setAttribute(PAGE_TAKEN_OVER_ATTRIBUTE, '');
  const later: (boolean | null)[] = [];
  render(<Probe seen={later} />);
  expect(later).toEqual([true]);
});

test('asks the browser for a query once, however many components and renders read it (its answer stays live)', () => {
  const media = { matches: false, media: '(max-width: 799.98px)', addEventListener: () => undefined, removeEventListener: () => undefined };
  let made = 0;
  window.matchMedia = (() => {
    made += 1;
    return media;
  }) as unknown as typeof window.matchMedia;
  const seen: (boolean | null)[] = [];
  const { rerender } = render(
    <>
      <Probe seen={seen} />
      <Probe seen={seen} />
    </>,
  );
  media.matches = true;
  rerender(
    <>
      <Probe seen={seen} />
      <Probe seen={seen} />
    </>,
  );
  expect(seen).toEqual([false, false, true, true]);
  expect(made).toBe(1);
});
