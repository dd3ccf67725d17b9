/**
 * The star of a team (issue 16, favourite teams without an account): a real toggle button with
 * aria-pressed and a name that says what it does ("Add Vålerenga to my teams"). It stops its click from
 * reaching the row or card around it, so starring a team never opens the match or follows a link.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { glyphToggleLook, type GlyphToggleProps } from './glyphToggle';
import { GoalAlertToggle, type AlertToggleView } from './GoalAlertToggle';

/** What a star needs: whether the team is starred, its accessible name, and what a press does. */
export interface FavouriteToggleView {
  pressed: boolean;
  /** The accessible name, the same pressed or not (the pressed state is announced by aria-pressed). */
  label: string;
  /** A hint shown on hover: what a press would do now ("Remove Vålerenga from my teams"). */
  hint: string;
  onToggle: () => void;
  /** Issue 29 case 4: the starred team's goal-alert toggle, shown beside the star; absent where alerts are not offered. */
  alert?: AlertToggleView | null;
}

export function FavouriteStar({ star, size = 'md' }: { star: FavouriteToggleView; size?: 'sm' | 'md' }) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    star.onToggle();
  };
  const button = (
    <StarButton type="button" aria-pressed={star.pressed} aria-label={star.label} title={star.hint} onClick={onClick} $size={size} $pressed={star.pressed} data-favourite-star="">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </svg>
    </StarButton>
  );
  // Side by side, as one item: a header's team column keeps the height the star alone gives it.
  return star.alert ? (
    <Pair>
      {button}
      <GoalAlertToggle alert={star.alert} size={size} />
    </Pair>
  ) : (
    button
  );
}

/** The star's glyph is filled when pressed. */
const StarButton = styled.button<GlyphToggleProps>`
  ${glyphToggleLook}
  svg {
    fill: ${({ $pressed }) => ($pressed ? 'currentColor' : 'none')};
  }
`;

const Pair = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  vertical-align: middle;
`;
