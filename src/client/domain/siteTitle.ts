/**
 * Issue 27: the site's title where space is short (a phone's header): its first word, which names the sport
 * or the organisation ("Ishockey" of "Ishockey Kampsenter", "Bedriftsidrett" of "Bedriftsidrett Match
 * Centre") — whole words only, never a title cut mid-word ("Ishockey…"). A one-word title is its own short form.
 */
export function shortSiteTitle(title: string): string {
  const trimmed = title.trim();
  const [first] = trimmed.split(/\s+/);
  return first === undefined || first === '' ? trimmed : first;
}
