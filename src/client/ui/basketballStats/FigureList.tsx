import styled from 'styled-components';

export interface Figure {
  id: string;
  label: string;
  value: string;
}

/** A titled list of labelled figures (a player's season totals under his expanded row). */
export function FigureList({ title, figures }: { title: string; figures: readonly Figure[] }) {
  return (
    <Section aria-label={title}>
      <Title>{title}</Title>
      <List>
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1rem;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: normal;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
