import { Fragment } from 'react';
import styled from 'styled-components';

const FIGURE = /^\d[\d.:]*$/;

/**
 * Issue 27: the phrases of a text that a line may not break inside: a number stays with the words on either
 * side of it ("3. periode", "Bærum 2", "12:00 left"), so a narrow header never breaks a phrase at its number.
 * Words without a figure between them stay apart (a line may break there). Joined with spaces, the phrases
 * are the text again.
 */
export function phrasesKeptTogether(text: string): string[] {
  const phrases: string[][] = [];
  for (const word of text.split(' ')) {
    const last = phrases[phrases.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous !== undefined && (FIGURE.test(word) || FIGURE.test(previous))) last.push(word);
    else phrases.push([word]);
  }
  return phrases.map((words) => words.join(' '));
}

/**
 * The text with each phrase of `phrasesKeptTogether` unbreakable (`white-space: nowrap`), its spaces plain:
 * what is read aloud, copied or searched is the text as it came.
 */
export function KeepTogether({ text }: { text: string }) {
  return (
    <>
      {phrasesKeptTogether(text).map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {phrase.includes(' ') ? <Phrase>{phrase}</Phrase> : phrase}
        </Fragment>
      ))}
    </>
  );
}

const Phrase = styled.span`
  white-space: nowrap;
`;
