/** A no-break space: a line never breaks at it. */
const NBSP = '\u00a0';

/**
 * Issue 27: a number stays with the words on either side of it, so a narrow header never breaks a phrase
 * at its number ("3. / periode", "Bærum / 2"): the spaces around a figure ("3.", "2", "12:00") become
 * no-break spaces; other spaces still wrap. Text without a figure comes back unchanged.
 */
export function keepNumbersWithWords(text: string): string {
  return text.replace(/ (?=\d[\d.:]*(?: |$))|(?<=(?:^| )\d[\d.:]*) /g, NBSP);
}
