/** Issue 26: the cookies service against a real document's cookie jar (jsdom; .tsx for its Jest project). */
import { documentCookies } from '../../../src/client/services/cookies';

it('a written cookie reads back among the others, is replaced by the next write and gone once removed', () => {
  document.cookie = 'theme=dark; Path=/';
  const jar = documentCookies();
  jar.set('mc_choices', '1.lno', 31_536_000);
  expect(jar.get('mc_choices')).toBe('1.lno');
  jar.set('mc_choices', '1.len.s', 31_536_000);
  expect(document.cookie.split('; ').sort()).toEqual(['mc_choices=1.len.s', 'theme=dark']);
  jar.remove('mc_choices');
  expect(jar.get('mc_choices')).toBeNull();
  expect(document.cookie).toBe('theme=dark');
});
