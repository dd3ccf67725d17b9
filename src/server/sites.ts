/**
 * Site presets (DESIGN §3 `SITE`): which organisation and sport a deployment shows, its title and logo.
 * The demo league owns these organisation ids, so every preset has data out of the box.
 */
import { SPECIAL_ORG_ID, SPORT } from '../shared/contract';

export const DEMO_ORG = {
  hockeyFederation: 10,
  basketballAssociation: 20,
  volleyballAssociation: 30,
  corporateSports: SPECIAL_ORG_ID,
} as const;

export interface SitePreset {
  orgId: number;
  /** null: no configured sport (multi-sport organisation); SPEC §1 then defaults the language to English. */
  sportId: number | null;
  title: string;
  /** Served by the server under /brand/. */
  logo: string;
}

export const SITE_PRESETS = {
  hockey: { orgId: DEMO_ORG.hockeyFederation, sportId: SPORT.iceHockey, title: 'Ishockey Kampsenter', logo: '/brand/hockey.svg' },
  basketball: { orgId: DEMO_ORG.basketballAssociation, sportId: SPORT.basketball, title: 'Basket Kampsenter', logo: '/brand/basketball.svg' },
  volleyball: { orgId: DEMO_ORG.volleyballAssociation, sportId: SPORT.volleyball, title: 'Volleyball Kampsenter', logo: '/brand/volleyball.svg' },
  corporate: { orgId: DEMO_ORG.corporateSports, sportId: null, title: 'Bedriftsidrett Match Centre', logo: '/brand/corporate.svg' },
} as const satisfies Record<string, SitePreset>;

export type SiteName = keyof typeof SITE_PRESETS;
