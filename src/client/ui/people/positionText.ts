/**
 * The text of a position (domain/people positionLabel, the one position rule): a named position in the
 * page's language, else the code as sent; null when there is none (the caller's dash). The roster, the
 * profile and the match lineups show positions through it.
 */
import type { IntlShape } from 'react-intl';
import type { PositionLabel } from '../../domain/people';

export function positionText(intl: IntlShape, position: PositionLabel | null): string | null {
  if (position === null) return null;
  return position.kind === 'named' ? intl.formatMessage({ id: `people.position.${position.name}` }) : position.text;
}
