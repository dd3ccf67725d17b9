/**
 * Layout constants of SPEC §9, in CSS pixels at the default root font size. Components turn them into rem
 * with `rem()`, so the whole layout scales with the root font size on very large screens (theme.ts).
 */
export const LAYOUT = {
  headerHeight: 90,
  filterPanelWidth: 350,
  datePickerMaxWidth: 315,
  selectMenuMaxHeight: 310,
  /** SPEC §9: menus open over 300 ms and close over 250 ms. */
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 250,
  sideMenuWidth: 280,
  sliderCard: { width: 180, height: 90 },
} as const;

/** Pixels at a 16 px root → rem. */
export function rem(px: number): string {
  return `${px / 16}rem`;
}
