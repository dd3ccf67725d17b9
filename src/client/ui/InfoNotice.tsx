import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An informational notice (SPEC §8 "shown notices"): a title and a message, announced politely. */
export function InfoNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="status">
      <Title>{title}</Title>
      <Message>{children}</Message>
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: 1.0625rem;
`;

const Message = styled.p`
  margin: 0;
`;
