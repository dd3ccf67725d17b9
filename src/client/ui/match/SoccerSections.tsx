import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SoccerCardRowModel, SoccerMatchModel } from '../../domain/match/rows';
import { SectionBoundary } from './SectionBoundary';
import { PersonLink, StatTable } from './StatTable';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** "23'", or a dash when the record has no minute. */
const minuteText = (minute: number | null, t: Translate) => (minute === null ? '-' : t('match.soccer.minute', { minute }));

function cardText(row: SoccerCardRowModel, t: Translate): string {
  if (row.card === 'yellow') return t('match.soccer.yellowCard');
  if (row.reason === 'secondYellow') return t('match.soccer.secondYellow');
  if (row.reason === 'straight') return t('match.soccer.straightRed');
  return t('match.soccer.redCard');
}

/**
 * Issue 24 case 10, a soccer match (the corporate preset): its goals (minute, running score, scorer, team)
 * and its cards (minute, player, colour, team), each a captioned table under its heading, from the row
 * model (state/match/sectionSelectors).
 */
export function SoccerSections({ model }: { model: SoccerMatchModel }) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const minuteColumn = { key: 'minute', label: t('match.soccer.minuteTitle') };
  return (
    <>
      <section aria-labelledby="soccer-goals">
        <h2 id="soccer-goals">{t('match.soccer.goals')}</h2>
        <SectionBoundary fallback={<p>-</p>}>
          {model.goals.length === 0 ? (
            <p>{t('match.soccer.noGoals')}</p>
          ) : (
            <StatTable
              caption={t('match.soccer.goals')}
              captionHidden
              rowHeaderKey="scorer"
              columns={[minuteColumn, { key: 'score', label: t('match.col.score') }, { key: 'scorer', label: t('match.soccer.scorer'), wrap: true }, { key: 'team', label: t('match.col.team') }]}
              rows={model.goals.map((row) => ({
                key: row.key,
                cells: [minuteText(row.minute, t), row.score, <PersonLink key="p" href={row.scorer.href}>{row.scorer.name || '-'}</PersonLink>, row.team],
              }))}
            />
          )}
        </SectionBoundary>
      </section>
      <section aria-labelledby="soccer-cards">
        <h2 id="soccer-cards">{t('match.soccer.cards')}</h2>
        <SectionBoundary fallback={<p>-</p>}>
          {model.cards.length === 0 ? (
            <p>{t('match.soccer.noCards')}</p>
          ) : (
            <StatTable
              caption={t('match.soccer.cards')}
              captionHidden
              rowHeaderKey="player"
              // Who, then which card (both wrap), so a phone shows both without scrolling sideways; the team last.
              columns={[minuteColumn, { key: 'player', label: t('match.col.player'), wrap: true }, { key: 'card', label: t('match.soccer.card'), wrap: true }, { key: 'team', label: t('match.col.team') }]}
              rows={model.cards.map((row) => ({
                key: row.key,
                cells: [
                  minuteText(row.minute, t),
                  <PersonLink key="p" href={row.player.href}>{row.player.name || '-'}</PersonLink>,
                  <CardLabel key="c">
                    <CardShape aria-hidden="true" $card={row.card} />
                    {cardText(row, t)}
                  </CardLabel>,
                  row.team,
                ],
              }))}
            />
          )}
        </SectionBoundary>
      </section>
    </>
  );
}

const CardLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The card itself, a small upright rectangle in its colour; the text beside it says which (never colour alone). */
const CardShape = styled.span<{ $card: 'yellow' | 'red' }>`
  display: inline-block;
  flex: none;
  width: 0.625rem;
  height: 0.875rem;
  border-radius: 2px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  background: ${({ $card, theme }) => ($card === 'yellow' ? theme.colors.cardYellow : theme.colors.cardRed)};
`;
