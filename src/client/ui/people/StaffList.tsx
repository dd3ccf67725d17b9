/**
 * A team's staff, apart from its players (issue 25: ta/TeamMembers lists coaches too): a short named list,
 * each person with the role text when there is one. Not links: staff have no player profile.
 */
import { useId } from 'react';
import styled from 'styled-components';

export interface StaffListMember {
  id: string;
  name: string;
  role: string | null;
}

export function StaffList({ title, members }: { title: string; members: readonly StaffListMember[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <List aria-labelledby={headingId}>
        {members.map((member) => (
          <li key={member.id}>
            <Name>{member.name}</Name>
            {/* The dash is text, so a screen reader hears the name and the role apart. */}
            {member.role !== null && <Role>{` – ${member.role}`}</Role>}
          </li>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.125rem;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Role = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
