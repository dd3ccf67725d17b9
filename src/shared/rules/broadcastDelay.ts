/**
 * The broadcast delay a fan may pick (issue 16, whole seconds): the live views hold what is new this long
 * (client domain/spoiler), and a Web Push goal alert is sent this long after the goal (issue 29 case 4).
 */
export const DELAY_RANGE = { min: 0, max: 120 } as const;
