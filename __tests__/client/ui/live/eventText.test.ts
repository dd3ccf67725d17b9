import { createIntl } from 'react-intl';
import en from '../../../../locales/en.json';
import no from '../../../../locales/no.json';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { intlLocale } from '../../../../src/client/i18n/messages';
import { eventText } from '../../../../src/client/ui/live/PlayByPlay';

const penalty = (infraction: string): LiveEvent => ({
  ClientId: 'p1',
  MatchId: 1,
  MatchEventType: 'Penalty',
  Team: 'A',
  Player: { Id: 4, FirstName: 'Ola', LastName: 'Lie', ShirtNo: 4 },
  InfractionName: infraction,
  Minutes: 2,
  Period: 1,
  PeriodTime: '02:30',
} as LiveEvent);

describe('a live penalty names its infraction in the page’s language (issue 27 case 6)', () => {
  const norwegian = createIntl({ locale: intlLocale('no'), messages: no });
  const english = createIntl({ locale: intlLocale('en'), messages: en });

  it('"Hooking" reads "Hekting" on the Norwegian page and stays "Hooking" on the English one', () => {
    expect(eventText(norwegian, penalty('Hooking'))).toContain('Hekting');
    expect(eventText(norwegian, penalty('Hooking'))).not.toContain('Hooking');
    expect(eventText(english, penalty('Hooking'))).toContain('Hooking');
  });

  it('an infraction no table knows shows as it came', () => {
    expect(eventText(norwegian, penalty('Goalie interference'))).toContain('Goalie interference');
  });
});
