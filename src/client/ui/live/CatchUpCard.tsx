/**
 * "Since you last looked" (issue 16): a dismissible card under the live score (never over it) listing
 * what happened while the fan was away. A region with a heading, announced politely; closed by its button
 * or Escape. One component, so the spoiler shield can wrap it in one place.
 */
import { memo, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CatchUp, CatchUpItem, CatchUpSide } from '../../domain/live/catchUp';
import { periodMessage } from '../../domain/live/periods';

export interface CatchUpCardProps {
  catchUp: CatchUp;
  teams: Record<CatchUpSide, string>;
  onDismiss: () => void;
}

export const CatchUpCard = memo(function CatchUpCard({ catchUp, teams, onDismiss }: CatchUpCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  const when = (item: { period: CatchUpItem['period']; clock?: string | null }) => {
    const period = item.period ? t(periodMessage(item.period).id, periodMessage(item.period).values) : null;
    return [period, item.clock ?? null].filter(Boolean).join(' ');
  };
  const text = (item: CatchUpItem): string => {
    switch (item.kind) {
      case 'goal':
        return t(item.scorer ? 'catchup.goal' : 'catchup.goalNoScorer', { team: teams[item.side], scorer: item.scorer, h: item.score.h, a: item.score.a });
      case 'penalty':
        return t(item.minutes !== null ? 'catchup.penalty' : 'catchup.penaltyNoMinutes', { team: teams[item.side], player: item.player || '-', minutes: item.minutes ?? 0 });
      case 'leadChange':
        return t('catchup.leadChange', { team: teams[item.side], h: item.score.h, a: item.score.a });
      case 'periodEnd':
        return item.matchEnd
          ? t('catchup.matchEnd', { h: item.score.h, a: item.score.a })
          : t('catchup.periodEnd', { period: item.period ? t(periodMessage(item.period).id, periodMessage(item.period).values) : '-', h: item.score.h, a: item.score.a });
    }
  };
  return (
    <Card role="region" aria-labelledby={headingId} aria-live="polite" data-testid="catch-up">
      <Head>
        <h2 id={headingId}>{t(catchUp.fromStart ? 'catchup.titleStart' : 'catchup.title')}</h2>
        <Dismiss type="button" onClick={onDismiss}>
          {t('catchup.dismiss')}
        </Dismiss>
      </Head>
      <ul>
        {catchUp.items.map((item) => {
          const at = item.kind === 'periodEnd' ? '' : when(item);
          return (
            <li key={item.key}>
              {at && <When>{at}</When>}
              {text(item)}
            </li>
          );
        })}
      </ul>
      {catchUp.more > 0 && <p>{t('catchup.more', { n: catchUp.more })}</p>}
    </Card>
  );
});

const Card = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 60rem;
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: 1.25rem;
  }
  li {
    overflow-wrap: break-word;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dismiss = styled.button`
  /* Issue 27: the page's type, which scales on an arena screen (a button's own default is a fixed 13.33 px). */
  font: inherit;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-right: ${({ theme }) => theme.space.sm};
`;
