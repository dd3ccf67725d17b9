/** A labelled list of facts (basketball details card, volleyball arena / officials / best players). */
import styled from 'styled-components';

export function InfoList({ label, items }: { label: string; items: readonly { term: string; value: string }[] }) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {items.map((item, index) => (
        <div key={`${item.term}-${index}`}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
