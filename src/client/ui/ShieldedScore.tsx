/**
 * Issue 16 spoiler shield, the presentational parts: the neutral placeholder that stands where a hidden
 * score would be ("– : –", named "Score hidden"), its "Reveal" button, and the notice that stands in for a
 * whole section that would give a result away. Plain props: the page decides what is hidden.
 */
import styled from 'styled-components';
import { IconButton } from './IconButton';

/** What stands in for a hidden score, visibly. */
export const HIDDEN_SCORE_TEXT = '– : –';

export function HiddenScore({ label, className }: { label: string; className?: string }) {
  return (
    <Placeholder role="img" aria-label={label} className={className}>
      {HIDDEN_SCORE_TEXT}
    </Placeholder>
  );
}

/** The "Reveal" button of one match: `label` names the match for screen readers ("Reveal score: A – B"). */
export function RevealButton({ text, label, onReveal }: { text: string; label: string; onReveal: () => void }) {
  return (
    <Button type="button" aria-label={label} onClick={onReveal}>
      {text}
    </Button>
  );
}

/** A hidden score with its reveal button beside it (the match header, the live header). */
export function ShieldedScore(props: { hiddenLabel: string; revealText: string; revealLabel: string; onReveal: () => void }) {
  return (
    <Stack>
      <HiddenScore label={props.hiddenLabel} />
      <RevealButton text={props.revealText} label={props.revealLabel} onReveal={props.onReveal} />
    </Stack>
  );
}

/** In place of sections that would give the result away (goals, box scores, play-by-play, standings). */
export function ShieldNotice({ title, message, actionText, actionLabel, onAction }: {
  title: string;
  message: string;
  actionText: string;
  actionLabel?: string;
  onAction: () => void;
}) {
  return (
    <Notice role="status">
      <strong>{title}</strong>
      <p>{message}</p>
      <Button type="button" aria-label={actionLabel} onClick={onAction}>
        {actionText}
      </Button>
    </Notice>
  );
}

/** The header's switch: a real switch (role and aria-checked), an eye that is crossed out while on. */
export function ShieldSwitch({ label, on, onToggle }: { label: string; on: boolean; onToggle: (on: boolean) => void }) {
  return (
    <SwitchButton type="button" role="switch" aria-checked={on} aria-label={label} title={label} $on={on} onClick={() => onToggle(!on)}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        {on ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /> : null}
      </svg>
    </SwitchButton>
  );
}

const Placeholder = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Button = styled.button`
  min-height: 2rem;
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.focus};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.infoSurface}; }
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Notice = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 0.25rem solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSurface};
  strong { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-size: 1.0625rem; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

/** The header's icon button, tinted while the shield is on. */
const SwitchButton = styled(IconButton)<{ $on: boolean }>`
  background: ${({ $on, theme }) => ($on ? theme.colors.infoSurface : 'transparent')};
  color: ${({ $on, theme }) => ($on ? theme.colors.focus : theme.colors.text)};
`;
