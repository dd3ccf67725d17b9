/**
 * Issue 24 case 6: the delay line ("Delayed 30 s"), the same on every surface that shows a match's feed
 * through the fan's broadcast delay (the live page, the scoreboard), so a fan never wonders why a score is
 * behind the arena. The page passes the text of `selectDelayLine`; nothing is drawn without one.
 */
import styled from 'styled-components';

export function DelayNote({ text }: { text: string | null }) {
  return text === null ? null : <Note role="status">{text}</Note>;
}

const Note = styled.span`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
