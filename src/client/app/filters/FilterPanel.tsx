/**
 * SPEC §2 filter panel content: date, season, league, team, language and (issue 27 case 8) the theme. Its own
 * chunk (it pulls downshift and react-day-picker), loaded when the visitor reaches for the calendar button.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isLanguage } from '../../domain/language';
import { THEME_CHOICES } from '../../domain/theme';
import { formatEnGbDate, leagueToday } from '../../domain/time';
import { selectCurrentLeague, selectCurrentSeason, selectLeagues, selectSeasons, selectSelectedTeam, selectTeams } from '../../state/catalog/selectors';
import { languageEvents, selectLanguage } from '../../state/language/languageSlice';
import { selectionEvents } from '../../state/selection/selectionSlice';
import { selectSelectedDate } from '../../state/selection/selectors';
import { selectTimeZone } from '../../state/site/selectors';
import { selectThemeChoice, themeEvents } from '../../state/theme/themeSlice';
import { DateField, Label } from '../../ui/filters/DateField';
import { LeagueCombobox } from '../../ui/filters/LeagueCombobox';
import { Select } from '../../ui/filters/Select';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { useNow } from '../clock';
import { useAppDispatch, useAppSelector } from '../hooks';
import { GoalAlertSettings } from './GoalAlertSettings';

/** SPEC §1: the language select offers Norwegian and English, each named in its own language. */
const LANGUAGE_OPTIONS = [
  { value: 'no', label: 'Norsk' },
  { value: 'en', label: 'English' },
] as const;

export default function FilterPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const seasons = useAppSelector(selectSeasons);
  const season = useAppSelector(selectCurrentSeason);
  const leagues = useAppSelector(selectLeagues);
  const league = useAppSelector(selectCurrentLeague);
  const teams = useAppSelector(selectTeams);
  const team = useAppSelector(selectSelectedTeam);
  const date = useAppSelector(selectSelectedDate);
  const language = useAppSelector(selectLanguage);
  const themeChoice = useAppSelector(selectThemeChoice);
  const zone = useAppSelector(selectTimeZone);
  const today = leagueToday(new Date(useNow()), zone);

  return (
    <Form aria-label={intl.formatMessage({ id: 'filters.title' })} onSubmit={(event) => event.preventDefault()}>
      {date !== null ? (
        <DateField
          label={intl.formatMessage({ id: 'filters.date' })}
          calendarLabel={intl.formatMessage({ id: 'filters.calendar' })}
          value={date}
          today={today}
          buttonText={formatEnGbDate(date)}
          language={language}
          onChange={(isoDate) => dispatch(selectionEvents.dateChosen({ date: isoDate }))}
        />
      ) : null}
      <Select
        label={intl.formatMessage({ id: 'filters.season' })}
        value={season ? String(season.seasonId) : ''}
        options={seasons.map((item) => ({ value: String(item.seasonId), label: item.seasonName }))}
        placeholder={seasons.length === 0 ? intl.formatMessage({ id: 'filters.noSeasons' }) : undefined}
        onChange={(value) => value !== '' && dispatch(selectionEvents.seasonChosen({ seasonId: Number(value) }))}
      />
      <LeagueCombobox
        label={intl.formatMessage({ id: 'filters.league' })}
        clearLabel={intl.formatMessage({ id: 'filters.clearLeague' })}
        emptyText={intl.formatMessage({ id: 'filters.noLeagues' })}
        options={leagues.map((item) => ({ id: item.tournamentId, name: item.tournamentName }))}
        selectedId={league?.tournamentId ?? null}
        onChange={(tournamentId) => dispatch(selectionEvents.leagueChosen({ tournamentId }))}
      />
      <Select
        label={intl.formatMessage({ id: 'filters.team' })}
        value={team ? String(team.teamId) : ''}
        options={teams.map((item) => ({ value: String(item.teamId), label: item.team }))}
        placeholder={intl.formatMessage({ id: 'filters.allTeams' })}
        onChange={(value) => dispatch(selectionEvents.teamChosen({ teamId: value === '' ? null : Number(value) }))}
      />
      <Select
        label={intl.formatMessage({ id: 'filters.language' })}
        value={language}
        options={LANGUAGE_OPTIONS}
        onChange={(value) => isLanguage(value) && dispatch(languageEvents.languageChosen({ language: value }))}
      />
      {/* Issue 27 case 8: the group's name is its legend; the caption shows it to the eye like the fields' labels. */}
      <Label as="span" aria-hidden="true">
        {intl.formatMessage({ id: 'filters.theme' })}
      </Label>
      <ThemeChoice>
        <SegmentedChoice
          legend={intl.formatMessage({ id: 'filters.theme' })}
          name="theme"
          options={THEME_CHOICES.map((choice) => ({ value: choice, label: intl.formatMessage({ id: `filters.theme.${choice}` }) }))}
          value={themeChoice}
          onChange={(choice) => dispatch(themeEvents.themeChosen({ choice }))}
        />
      </ThemeChoice>
      <GoalAlertSettings />
    </Form>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space.md};
`;

const ThemeChoice = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;
