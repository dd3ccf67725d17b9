/**
 * A side drawer on the native `<dialog>` (showModal gives the focus trap, Escape, inert background and the
 * top layer for free). It slides in over `openMs` and out over `closeMs` (SPEC §9 300/250 ms): the
 * dialog stays open during the closing slide, then closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { DialogCloseButton } from './DialogCloseButton';
import { rem } from '../theme/layout';

interface Props {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** Width in CSS pixels at the default root size. */
  width: number;
  /** The visible heading and the dialog's accessible name. */
  title: string;
  closeLabel: string;
  /** `menu`: the side menu's light grey (SPEC §2). */
  tone?: 'menu' | 'plain';
  openMs: number;
  closeMs: number;
  children: ReactNode;
}

export function Drawer({ open, onClose, side, width, title, closeLabel, tone = 'plain', openMs, closeMs, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      dialog.dataset.state = 'open';
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (!dialog.open) return;
    dialog.dataset.state = 'closing';
    const timer = window.setTimeout(() => dialog.close(), closeMs);
    return () => window.clearTimeout(timer);
  }, [open, closeMs]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      $tone={tone}
      $side={side}
      $width={width}
      $openMs={openMs}
      $closeMs={closeMs}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; the content fills the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel>
        <Top>
          <Heading id={titleId}>{title}</Heading>
          <DialogCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </DialogCloseButton>
        </Top>
        {children}
      </Panel>
    </Dialog>
  );
}

const slideFrom = (side: 'left' | 'right') => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: translateX(0); }
`;
const slideTo = (side: 'left' | 'right') => keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
`;

const Dialog = styled.dialog<{ $side: 'left' | 'right'; $width: number; $openMs: number; $closeMs: number; $tone: 'menu' | 'plain' }>`
  margin: 0;
  background: ${({ $tone, theme }) => ($tone === 'menu' ? theme.colors.menuBackground : theme.colors.background)};
  color: ${({ $tone, theme }) => ($tone === 'menu' ? theme.colors.menuText : theme.colors.text)};
  padding: 0;
  border: 0;
  position: fixed;
  inset-block: 0;
  ${({ $side }) => ($side === 'left' ? 'inset-inline-start: 0; inset-inline-end: auto;' : 'inset-inline-end: 0; inset-inline-start: auto;')}
  width: min(${({ $width }) => rem($width)}, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  box-shadow: 0 0 1.5rem ${({ theme }) => theme.colors.shadow};
  &[open] {
    animation: ${({ $side }) => slideFrom($side)} ${({ $openMs }) => $openMs}ms ease-out;
  }
  &[data-state='closing'] {
    animation: ${({ $side }) => slideTo($side)} ${({ $closeMs }) => $closeMs}ms ease-in forwards;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;

const Panel = styled.div`
  height: 100%;
  overflow-y: auto;
  background: inherit;
`;

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: inherit;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;
