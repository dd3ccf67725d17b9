import styled from 'styled-components';

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  legend: string;
  name: string;
  options: readonly ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A segmented choice built on native radios (arrow keys, one tab stop, announced as a radio group). */
export function SegmentedChoice<V extends string>({ legend, name, options, value, onChange }: Props<V>) {
  return (
    <Group role="radiogroup">
      <Legend>{legend}</Legend>
      {options.map((option) => (
        <Option key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: inline-flex;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

/** The legend names the group for assistive technology; the options speak for themselves on screen. */
const Legend = styled.legend`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: block;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.background};
    font-weight: 600;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
