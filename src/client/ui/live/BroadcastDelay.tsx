/**
 * Issue 16 broadcast delay: the live view's control (0–120 s, whole seconds) and the line that says a delay
 * is active ("Delayed 30 s"), so a fan never wonders why the page is behind the arena.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { DelayNote } from '../DelayNote';

interface Props {
  label: string;
  /** "seconds" after the field. */
  unit: string;
  /** "Delayed 30 s" while a delay is set; null at 0. */
  activeText: string | null;
  seconds: number;
  min: number;
  max: number;
  onChange: (seconds: number) => void;
}

export function BroadcastDelay({ label, unit, activeText, seconds, min, max, onChange }: Props) {
  // While the fan types, the field shows what is typed (an empty field while retyping); a number in range is
  // applied at once, and on leaving the field it shows the delay in force again.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Bar>
      <label>
        <span>{label}</span>
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(seconds)}
          onChange={(event) => {
            setDraft(event.target.value);
            const n = Number(event.target.value);
            if (event.target.value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
          }}
          onBlur={() => setDraft(null)}
        />
        <span>{unit}</span>
      </label>
      <DelayNote text={activeText} />
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  input {
    width: 4.5rem;
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
  }
`;

