/** The three sports with live views (SPEC §1): the configured sport id decides which one. */
export const LIVE_SPORT = { hockey: 152, basketball: 199, volleyball: 157 } as const;
export type LiveSport = keyof typeof LIVE_SPORT;

export function liveSportOf(sportId: number | null | undefined): LiveSport | null {
  if (sportId === LIVE_SPORT.hockey) return 'hockey';
  if (sportId === LIVE_SPORT.basketball) return 'basketball';
  if (sportId === LIVE_SPORT.volleyball) return 'volleyball';
  return null;
}
