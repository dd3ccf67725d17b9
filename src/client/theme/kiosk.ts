/**
 * The arena screen's colour roles (issue 15; STYLE.md: roles, not components): a dark screen read from
 * across a hall, the same whatever the reader's theme (issue 27 case 8: a hall's screen has no reader to ask,
 * and dark reads best from the stands). Every text ≥ 4.5:1 on its surfaces (contrast.test.ts).
 */
export const KIOSK_PALETTE = {
  background: '#0b1320',
  surface: '#15233a',
  surfaceAlt: '#1b2c47',
  text: '#f5f7fa',
  textMuted: '#a9b6c8',
  accent: '#F58355',
  /** Text on the accent (the current step of the rotation). */
  onAccent: '#1a1a1a',
  /** The away side's marker in the live feed (the home side's is the accent). */
  awaySide: '#6fa8ff',
  // Live text on the striped rows: #ff4d5e stood at 4.3:1 on surfaceAlt (issue 27 case 8's contrast check).
  liveAccent: '#ff6170',
  ok: '#46c37b',
  warning: '#ffb347',
  goal: '#ffd23f',
} as const;
