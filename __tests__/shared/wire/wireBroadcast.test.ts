import { parseProxyResponse } from '../../../src/shared/wire';
import { WireShapeError } from '../../../src/shared/wire/read';

describe('broadcast responses at the boundary (SPEC §3 Broadcast)', () => {
  it('keeps match ids and string links of the known providers; drops malformed records', () => {
    const raw = [
      { matchId: 1, broadcastUrls: { play: 'https://play.example.com/1', tv2: null, netflix: 'https://x', mygame: 42 } },
      { matchId: '2', broadcastUrls: { direktesport: 'javascript:alert(1)' } },
      { matchId: null, broadcastUrls: { play: 'https://play.example.com/3' } },
      { matchId: 4 },
      'nonsense',
    ];
    expect(parseProxyResponse('broadcastsBySport', raw)).toEqual([
      { matchId: 1, broadcastUrls: { play: 'https://play.example.com/1' } },
      // The parser keeps the text; the domain rule (broadcastView) refuses the unsafe scheme.
      { matchId: 2, broadcastUrls: { direktesport: 'javascript:alert(1)' } },
    ]);
  });

  it('a body that is not a list is a failed read, null no broadcasts', () => {
    expect(() => parseProxyResponse('broadcastsByTournament', { error: 'x' })).toThrow(WireShapeError);
    expect(parseProxyResponse('broadcastsByMatch', null)).toEqual([]);
  });
});
