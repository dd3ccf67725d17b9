import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** One part of the player profile (a table and its states) under its own heading, named by it. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
`;
