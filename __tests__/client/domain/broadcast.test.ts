import { broadcastView, broadcastViewsByMatch, safeStreamUrl } from '../../../src/client/domain/broadcast';
import type { Broadcast } from '../../../src/shared/contract';

const urls = {
  play: 'https://play.example.com/kamp/1',
  mygame: 'https://mygame.example.com/kamp/1',
  direktesport: 'https://direktesport.example.com/kamp/1',
  tv2: 'http://tv2.example.com/kamp/1',
} as const;

describe('broadcastView (SPEC §3 provider precedence play → mygame → direktesport → tv2)', () => {
  it.each([
    ['play alone', { play: urls.play }, 'play'],
    ['mygame alone', { mygame: urls.mygame }, 'mygame'],
    ['direktesport alone', { direktesport: urls.direktesport }, 'direktesport'],
    ['tv2 alone', { tv2: urls.tv2 }, 'tv2'],
    ['all four: play', { ...urls }, 'play'],
    ['mygame and tv2: mygame', { mygame: urls.mygame, tv2: urls.tv2 }, 'mygame'],
    ['direktesport and tv2: direktesport', { tv2: urls.tv2, direktesport: urls.direktesport }, 'direktesport'],
    ['play null, mygame set: mygame', { play: null, mygame: urls.mygame }, 'mygame'],
  ])('%s', (_, broadcastUrls, provider) => {
    const view = broadcastView({ broadcastUrls });
    expect(view?.provider).toBe(provider);
    expect(view?.url).toBe(urls[provider as keyof typeof urls]);
    expect(view?.logo).toBe(`/brand/providers/${provider}.svg`);
    expect(view?.logoHorizontal).toBe(`/brand/providers/${provider}-horizontal.svg`);
  });

  it('no links, no view', () => {
    expect(broadcastView({ broadcastUrls: {} })).toBeNull();
    expect(broadcastView(null)).toBeNull();
    expect(broadcastView({ broadcastUrls: { play: '', tv2: '   ' } })).toBeNull();
  });

  it('an unsafe link is dropped before precedence applies', () => {
    const view = broadcastView({ broadcastUrls: { play: 'javascript:alert(1)', mygame: urls.mygame } });
    expect(view?.provider).toBe('mygame');
  });

  it('only unsafe links: no view', () => {
    expect(broadcastView({ broadcastUrls: { play: 'javascript:alert(1)', tv2: 'data:text/html,hi' } })).toBeNull();
  });
});

describe('safeStreamUrl: only absolute http(s) URLs survive', () => {
  it.each([
    ['https://play.example.com/kamp/1', 'https://play.example.com/kamp/1'],
    ['http://tv2.example.com/x', 'http://tv2.example.com/x'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['HTTPS://EXAMPLE.COM/', 'https://example.com/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeStreamUrl(raw)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'ftp://example.com/file',
    '//example.com/protocol-relative',
    '/relative/path',
    'not a url',
    '',
  ])('%s → null', (raw) => {
    expect(safeStreamUrl(raw)).toBeNull();
  });

  it('null and undefined → null', () => {
    expect(safeStreamUrl(null)).toBeNull();
    expect(safeStreamUrl(undefined)).toBeNull();
  });
});

describe('broadcastViewsByMatch', () => {
  it('maps match ids to views, skipping matches with no usable link; the first usable record wins', () => {
    const list: Broadcast[] = [
      { matchId: 1, broadcastUrls: { tv2: urls.tv2 } },
      { matchId: 2, broadcastUrls: { play: 'javascript:void(0)' } },
      { matchId: 1, broadcastUrls: { play: urls.play } },
    ];
    const views = broadcastViewsByMatch(list);
    expect([...views.keys()]).toEqual([1]);
    expect(views.get(1)?.provider).toBe('tv2');
  });
});
