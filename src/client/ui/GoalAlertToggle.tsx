/**
 * A starred team's goal-alert toggle (issue 29 case 4), beside its star: a real toggle button with
 * aria-pressed and a name that says what it does ("Goal alerts for Vålerenga"). Like the star, it stops
 * its click from reaching the row or card around it.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { glyphToggleLook, type GlyphToggleProps } from './glyphToggle';

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

/** The star's look (glyphToggle), so the two read as one pair; the bell's body is filled when pressed. */
const BellButton = styled.button<GlyphToggleProps>`
  ${glyphToggleLook}
  svg {
    stroke-linecap: round;
  }
  svg path:first-child {
    fill: ${({ $pressed }) => ($pressed ? 'currentColor' : 'none')};
  }
`;
