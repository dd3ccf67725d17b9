/** Types of htmlFigures.mjs, for the TypeScript that imports it (its test). */
export interface HtmlFigures {
  title: string;
  h1s: string[];
  rows: number;
  scores: number;
}
export interface RenderedPage {
  title: string;
  h1: string | null;
  rows: number;
  scores: number;
}
export interface Carried<T> {
  html: T;
  withJs: T;
  present: boolean | null;
}
export declare function countScores(text: string): number;
export declare function htmlFigures(html: string): HtmlFigures;
export declare function compareWithRendered(
  figures: HtmlFigures,
  shown: RenderedPage,
): { title: Carried<string>; h1: Carried<string | null>; rows: Carried<number>; scores: Carried<number> };
