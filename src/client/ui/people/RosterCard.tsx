/**
 * One person of a roster as a card, for phones (SPEC §2 Rosters; the table's `narrow="cards"` under 800 px):
 * the name as a link to the profile, then the figures as a description list. Fits a 375 px screen.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface RosterCardDetail {
  label: string;
  value: string;
}

export function RosterCard({ name, href, details }: { name: string; href: string | null; details: readonly RosterCardDetail[] }) {
  return (
    <Card>
      <Name>{href === null ? name : <Link to={href}>{name}</Link>}</Name>
      <Details>
        {details.map((detail) => (
          <Detail key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </Detail>
        ))}
      </Details>
    </Card>
  );
}

const Card = styled.article`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Detail = styled.div`
  min-width: 0;
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
