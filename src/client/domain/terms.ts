/**
 * Issue 27 case 6: words that come in the federation's data (a referee's role, a penalty's infraction) in
 * the reader's language. The federation sends referee roles in Norwegian ("Hoveddommer") and hockey
 * infractions in English ("Hooking"); either may come in the other language too, so a known term is
 * found by its name in either language and given in the one asked for. An unknown term shows as it came
 * (SPEC §8 spirit: never hide what the data says because we cannot translate it).
 */
import type { Language } from '../../shared/siteConfig';

/** What kind of word the data holds. */
export type TermKind = 'refereeRole' | 'infraction';

/** One known term in both languages. */
export interface Term {
  en: string;
  no: string;
}

/** The match officials' roles the federation's sports use (hockey, basketball, volleyball). */
export const REFEREE_ROLES: readonly Term[] = [
  { no: 'Hoveddommer', en: 'Referee' },
  { no: 'Linjedommer', en: 'Linesperson' },
  { no: 'Dommer', en: 'Referee' },
  { no: 'Dommer 1', en: 'Referee 1' },
  { no: 'Dommer 2', en: 'Referee 2' },
  { no: 'Dommer 3', en: 'Referee 3' },
  { no: '1. dommer', en: '1st referee' },
  { no: '2. dommer', en: '2nd referee' },
  { no: 'Kommissær', en: 'Commissioner' },
  { no: 'Sekretær', en: 'Scorer' },
  { no: 'Tidtaker', en: 'Timekeeper' },
  { no: 'Videodommer', en: 'Video referee' },
  { no: 'Dommerveileder', en: 'Referee supervisor' },
];

/** Ice hockey infractions (the IIHF rule book's names and the Norwegian federation's). */
export const INFRACTIONS: readonly Term[] = [
  { en: 'Hooking', no: 'Hekting' },
  { en: 'Tripping', no: 'Felling' },
  { en: 'Slashing', no: 'Slag' },
  { en: 'Holding', no: 'Holding' },
  { en: 'Holding the stick', no: 'Holding av kølle' },
  { en: 'Interference', no: 'Obstruksjon' },
  { en: 'Roughing', no: 'Grov opptreden' },
  { en: 'Cross-checking', no: 'Krysstakling' },
  { en: 'Delay of game', no: 'Forsinkelse av spillet' },
  { en: 'Too many men', no: 'For mange spillere på isen' },
  { en: 'High-sticking', no: 'Høy kølle' },
  { en: 'Boarding', no: 'Vantakling' },
  { en: 'Charging', no: 'Sjarging' },
  { en: 'Elbowing', no: 'Albuetakling' },
  { en: 'Kneeing', no: 'Knetakling' },
  { en: 'Checking to the head', no: 'Takling mot hode og nakke' },
  { en: 'Checking from behind', no: 'Takling bakfra' },
  { en: 'Spearing', no: 'Stikking' },
  { en: 'Butt-ending', no: 'Skaftstøt' },
  { en: 'Fighting', no: 'Slåssing' },
  { en: 'Diving', no: 'Filming' },
  { en: 'Unsportsmanlike conduct', no: 'Usportslig opptreden' },
  { en: 'Misconduct', no: 'Disiplinærstraff' },
  { en: 'Game misconduct', no: 'Disiplinærstraff for resten av kampen' },
  { en: 'Match penalty', no: 'Matchstraff' },
];

/** How a name is compared: case, spacing and hyphens ("Cross checking", "cross-checking ") do not matter. */
function keyOf(text: string): string {
  return text.trim().toLocaleLowerCase('nb').replace(/[\s\-‐–]+/g, ' ');
}

function indexOf(terms: readonly Term[]): ReadonlyMap<string, Term> {
  const index = new Map<string, Term>();
  for (const term of terms) {
    index.set(keyOf(term.en), term);
    index.set(keyOf(term.no), term);
  }
  return index;
}

const INDEX: Readonly<Record<TermKind, ReadonlyMap<string, Term>>> = {
  refereeRole: indexOf(REFEREE_ROLES),
  infraction: indexOf(INFRACTIONS),
};

/**
 * A data word in `language`: a known term (by its name in either language) in that language; an unknown
 * one as it came, trimmed; null for no text (the page shows a dash).
 */
export function termIn(language: Language, kind: TermKind, value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const term = INDEX[kind].get(keyOf(text));
  return term === undefined ? text : term[language];
}
