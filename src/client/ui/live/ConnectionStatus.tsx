/**
 * The live view's status line: live / connecting / reconnecting / offline with the age of the last event
 * or of the data on screen; once the match has ended, its final state and the way to its result (issue 11
 * cases 2, 3 and 11). A polite live region: a change of connection is announced.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LiveConnection } from '../../domain/live/connection';

export type ConnectionKind = LiveConnection | 'ended';

export interface ConnectionStatusProps {
  kind: ConnectionKind;
  text: string;
  /** A way on (the finished match's result). */
  link?: { href: string; label: string } | null;
}

export function ConnectionStatus({ kind, text, link }: ConnectionStatusProps) {
  return (
    <Line role="status" data-connection={kind}>
      <Dot aria-hidden="true" $kind={kind} />
      <span>{text}</span>
      {link && (
        <>
          <span aria-hidden="true">·</span>
          <Link to={link.href}>{link.label}</Link>
        </>
      )}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.focus};
    font-weight: 600;
  }
`;
const Dot = styled.span<{ $kind: ConnectionKind }>`
  width: 0.75em;
  height: 0.75em;
  border-radius: 50%;
  background: ${({ $kind, theme }) =>
    $kind === 'live'
      ? theme.colors.liveAccent
      : $kind === 'offline'
        ? theme.colors.danger
        : $kind === 'ended'
          ? theme.colors.text
          : theme.colors.liveIdle};
`;
