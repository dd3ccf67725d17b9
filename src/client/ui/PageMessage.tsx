/**
 * The one-line messages a page shows in place of its content: still loading (a polite status) and a read
 * that failed (an alert, in the danger colours). Pages give them their role and text.
 */
import styled from 'styled-components';

export const LoadingText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FailureText = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
`;
