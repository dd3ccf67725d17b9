import { useId } from 'react';
import styled from 'styled-components';

export interface PersonFact {
  id: string;
  label: string;
  /** Already a dash when the record lacks it. */
  value: string;
}

/**
 * SPEC §2 player profile info card: the person's image, or an avatar with the initials when there is no
 * safe one (the caller passes only a checked image URL), the name and the facts as a description list.
 * Sizes are in em/rem, so the card grows with the type on a 3840 px screen and wraps on a 375 px one.
 */
export function PersonInfoCard({ name, initials, imageUrl, facts }: { name: string; initials: string; imageUrl: string | null; facts: readonly PersonFact[] }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      {imageUrl !== null ? <Photo src={imageUrl} alt="" /> : <Avatar aria-hidden="true">{initials}</Avatar>}
      <Body>
        <Name id={headingId}>{name}</Name>
        <Facts>
          {facts.map((fact) => (
            <Fact key={fact.id}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fact>
          ))}
        </Facts>
      </Body>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  max-width: 60rem;
`;

const Photo = styled.img`
  width: 7.5rem;
  height: 7.5rem;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const Avatar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 7.5rem;
  height: 7.5rem;
  border-radius: 50%;
  flex: none;
  background: ${({ theme }) => theme.colors.menuBackground};
  color: ${({ theme }) => theme.colors.text};
  font-size: 2.5rem;
  font-weight: 700;
  letter-spacing: 0.05em;
`;

const Body = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.5rem;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Fact = styled.div`
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
