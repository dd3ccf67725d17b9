/**
 * A starred team's goal-alert toggle (issue 29 case 4), beside its star: a real toggle button with
 * aria-pressed and a name that says what it does ("Goal alerts for Vålerenga"). Like the star, it stops
 * its click from reaching the row or card around it.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface AlertToggleView {
  pressed: boolean;
  /** The accessible name, the same pressed or not ("Goal alerts for Vålerenga"). */
  label: string;
  /** A hint shown on hover: what a press would do now. */
  hint: string;
  onToggle: () => void;
}

export function GoalAlertToggle({ alert, size = 'md' }: { alert: AlertToggleView; size?: 'sm' | 'md' }) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    alert.onToggle();
  };
  return (
    <BellButton type="button" aria-pressed={alert.pressed} aria-label={alert.label} title={alert.hint} onClick={onClick} $size={size} $pressed={alert.pressed} data-goal-alert="">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v4.2L4.3 16.5h15.4L18 13.2V9a6 6 0 0 0-6-6z" />
        <path d="M9.8 19a2.3 2.3 0 0 0 4.4 0" />
      </svg>
    </BellButton>
  );
}

/** The star's size and states (FavouriteStar), so the two read as one pair. */
const BellButton = styled.button<{ $size: 'sm' | 'md'; $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: ${({ $size }) => ($size === 'sm' ? '1.75rem' : '2.25rem')};
  min-height: ${({ $size }) => ($size === 'sm' ? '1.75rem' : '2.25rem')};
  padding: 0.125rem;
  border: 1px solid transparent;
  border-radius: 50%;
  font-size: 0.8333rem;
  background: transparent;
  color: ${({ $pressed, theme }) => ($pressed ? theme.colors.favourite : theme.colors.liveIdle)};
  cursor: pointer;
  vertical-align: middle;
  svg {
    width: ${({ $size }) => ($size === 'sm' ? '1.125em' : '1.5em')};
    height: ${({ $size }) => ($size === 'sm' ? '1.125em' : '1.5em')};
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  svg path:first-child {
    fill: ${({ $pressed }) => ($pressed ? 'currentColor' : 'none')};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
