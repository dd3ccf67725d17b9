/**
 * SPEC §3 ice hockey goal types, the one mapping between the code the federation writes in a goal's
 * `goalType` (DESIGN §1 "Real upstream data": "EQ", "PP1", …) and the id the contract carries in
 * `Goal.goalTypeId` (200141…200145). The wire parsers read the code with it, the match page names an id
 * with it, and the demo writes its goals with it.
 */

/** SPEC §3: EQ equal strength, PP1/PP2 power play (one or two skaters more), SH1/SH2 short-handed. */
export const HOCKEY_GOAL_TYPE = { EQ: 200141, PP1: 200142, PP2: 200143, SH1: 200144, SH2: 200145 } as const;
export type HockeyGoalTypeCode = keyof typeof HOCKEY_GOAL_TYPE;
export type HockeyGoalTypeId = (typeof HOCKEY_GOAL_TYPE)[HockeyGoalTypeCode];

const CODES = Object.keys(HOCKEY_GOAL_TYPE) as HockeyGoalTypeCode[];

/** The SPEC §3 code of a goal type id ("PP1" for 200142); null for any other number. */
export function hockeyGoalTypeCode(goalTypeId: number): HockeyGoalTypeCode | null {
  return CODES.find((code) => HOCKEY_GOAL_TYPE[code] === goalTypeId) ?? null;
}

/** The goal type id of a SPEC §3 code, in any case and padding (" pp1" → 200142); null for any other text. */
export function hockeyGoalTypeId(code: string): HockeyGoalTypeId | null {
  const wanted = code.trim().toUpperCase();
  const found = CODES.find((candidate) => candidate === wanted);
  return found === undefined ? null : HOCKEY_GOAL_TYPE[found];
}
