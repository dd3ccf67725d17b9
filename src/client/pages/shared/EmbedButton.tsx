/**
 * The "Embed" button and its dialog (issue 29 case 2) on the standings, roster and match pages: the snippet
 * of the chosen embed on the page's own origin and in the page's language, copied with one click. The
 * origin is read when the dialog opens (an event, never during render: the server renders the button too).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { embedSnippet, type EmbedTarget } from '../../domain/embed';
import { useAppSelector } from '../../app/hooks';
import { copyText } from '../../services/clipboard';
import { selectLanguage } from '../../state/language/languageSlice';
import { EmbedDialog } from '../../ui/EmbedDialog';

export interface EmbedOption {
  target: EmbedTarget;
  /** The frame's title on the club's page (its accessible name), e.g. "Standings – EHL". */
  frameTitle: string;
}

type CopyOutcome = 'none' | 'copied' | 'failed';

export function EmbedButton({ what, options }: { what: string; options: readonly EmbedOption[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = useAppSelector(selectLanguage);
  const [origin, setOrigin] = useState<string | null>(null);
  const [kind, setKind] = useState<EmbedTarget['kind'] | null>(null);
  const [outcome, setOutcome] = useState<CopyOutcome>('none');
  const chosen = options.find((option) => option.target.kind === kind) ?? options[0];
  if (chosen === undefined) return null;
  const snippet = origin === null ? '' : embedSnippet(origin, chosen.target, language, chosen.frameTitle);

  const copy = async () => {
    setOutcome((await copyText(snippet)) ? 'copied' : 'failed');
  };

  return (
    <>
      <OpenButton
        type="button"
        aria-haspopup="dialog"
        aria-label={t('embed.dialog.openLabel', { what })}
        onClick={() => {
          setOrigin(window.location.origin);
          setOutcome('none');
        }}
      >
        <span aria-hidden="true">&lt;/&gt;</span> {t('embed.dialog.open')}
      </OpenButton>
      <EmbedDialog
        open={origin !== null}
        onClose={() => setOrigin(null)}
        title={t('embed.dialog.title')}
        closeLabel={t('embed.dialog.close')}
        intro={t('embed.dialog.intro')}
        note={t('embed.dialog.originsNote')}
        choiceLabel={t('embed.dialog.choice')}
        choices={options.map((option) => ({ value: option.target.kind, label: t(`embed.kind.${option.target.kind}`) }))}
        choice={chosen.target.kind}
        onChoose={(value) => {
          setKind(value);
          setOutcome('none');
        }}
        snippetLabel={t('embed.dialog.snippet')}
        snippet={snippet}
        copyLabel={t('embed.dialog.copy')}
        onCopy={() => void copy()}
        copyStatus={outcome === 'copied' ? t('embed.dialog.copied') : outcome === 'failed' ? t('embed.dialog.copyFailed') : ''}
      />
    </>
  );
}

const OpenButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
