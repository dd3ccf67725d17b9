/**
 * The "Embed" dialog (issue 29 case 2): a modal on the native `<dialog>` (showModal gives the focus trap,
 * Escape, the inert background and the return of focus to the opening button), with the embed to choose
 * when there is more than one, the snippet in a read-only text area, a Copy button and a status line that
 * announces the outcome. Props in, markup out: the page gives the texts and the snippet.
 */
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { DialogCloseButton } from './DialogCloseButton';
import { SegmentedChoice, type ToggleOption } from './SegmentedChoice';

interface Props<V extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  intro: string;
  note: string;
  choiceLabel: string;
  choices: readonly ToggleOption<V>[];
  choice: V;
  onChoose: (value: V) => void;
  snippetLabel: string;
  snippet: string;
  copyLabel: string;
  onCopy: () => void;
  /** The outcome of the last copy, announced politely; empty before any. */
  copyStatus: string;
}

export function EmbedDialog<V extends string>({ open, onClose, title, closeLabel, intro, note, choiceLabel, choices, choice, onChoose, snippetLabel, snippet, copyLabel, onCopy, copyStatus }: Props<V>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const snippetId = useId();
  const radioName = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; the panel fills it otherwise.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Always rendered (a closed dialog shows nothing): aria-labelledby must find its heading. */}
      <Panel>
        <Top>
          <Heading id={titleId}>{title}</Heading>
          <DialogCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </DialogCloseButton>
        </Top>
        <p>{intro}</p>
        {choices.length > 1 && <SegmentedChoice legend={choiceLabel} name={radioName} options={choices} value={choice} onChange={onChoose} />}
        <Label htmlFor={snippetId}>{snippetLabel}</Label>
        <Snippet id={snippetId} readOnly value={snippet} rows={4} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
        <Actions>
          <CopyButton type="button" onClick={onCopy}>
            {copyLabel}
          </CopyButton>
          <Status role="status">{copyStatus}</Status>
        </Actions>
        <Note>{note}</Note>
      </Panel>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 1.5rem ${({ theme }) => theme.colors.shadow};
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Snippet = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  resize: vertical;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
`;

const CopyButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Status = styled.span`
  font-weight: 600;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
