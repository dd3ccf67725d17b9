/** The live connection as the user sees it (live / reconnecting / offline, and the last event's age). */
import styled from 'styled-components';

export type ConnectionKind = 'connecting' | 'live' | 'reconnecting' | 'offline';

export function ConnectionStatus({ kind, text }: { kind: ConnectionKind; text: string }) {
  return (
    <Line role="status" data-connection={kind}>
      <Dot aria-hidden="true" $kind={kind} />
      {text}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Dot = styled.span<{ $kind: ConnectionKind }>`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  background: ${({ $kind, theme }) =>
    $kind === 'live' ? theme.colors.liveAccent : $kind === 'offline' ? theme.colors.danger : theme.colors.liveIdle};
`;
