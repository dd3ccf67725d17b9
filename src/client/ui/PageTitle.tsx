import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The page's one `<h1>`. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <Heading>{children}</Heading>;
}

const Heading = styled.h1`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: 1.75rem;
`;
