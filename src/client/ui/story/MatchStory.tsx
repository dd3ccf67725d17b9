/**
 * The story before and around a match (issue 29 case 3): each team's table place and form, then the two
 * teams' head-to-head — a tally and the meetings of this season and last, each a link to its match. Props
 * in, words already formatted by the page; the two teams stand side by side from 800 px, one above the
 * other on a phone.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormBadges, FormMark, type FormBadgeView, type FormTone } from './FormBadges';

export interface StoryTeamView {
  key: string;
  name: string;
  /** "3rd of 10 · 25 points", or a dash. */
  place: string;
  form: readonly FormBadgeView[];
  formLabel: string;
}

export interface MeetingView {
  key: string;
  href: string;
  /** The date, the fixture and the score, as one line ("12 Nov 2026 · Storhamar – Vålerenga 3 - 2"). */
  text: string;
  /** The line and who won in words: the link's accessible name. */
  label: string;
  mark: { text: string; tone: FormTone };
}

export interface StorySeasonView {
  key: string;
  heading: string;
  meetings: readonly MeetingView[];
  /** Shown instead of the meetings (none, loading, not published, could not be read). */
  message: string | null;
}

export interface MatchStoryTexts {
  heading: string;
  placeLabel: string;
  formLabel: string;
  noForm: string;
  headToHead: string;
}

export function MatchStory({
  texts,
  teams,
  summary,
  seasons,
  notice = null,
}: {
  texts: MatchStoryTexts;
  teams: readonly StoryTeamView[];
  summary: string | null;
  seasons: readonly StorySeasonView[];
  /** A line in place of the story (loading, hidden, failed). */
  notice?: string | null;
}) {
  return (
    <Section aria-labelledby="match-story-heading">
      <h2 id="match-story-heading">{texts.heading}</h2>
      {notice !== null ? (
        <Quiet>{notice}</Quiet>
      ) : (
        <>
          <Teams>
            {teams.map((team) => (
              <Team key={team.key}>
                <h3>{team.name}</h3>
                <Facts>
                  <div>
                    <dt>{texts.placeLabel}</dt>
                    <dd>{team.place}</dd>
                  </div>
                  <div>
                    <dt>{texts.formLabel}</dt>
                    <dd>
                      <FormBadges badges={team.form} label={team.formLabel} empty={texts.noForm} />
                    </dd>
                  </div>
                </Facts>
              </Team>
            ))}
          </Teams>
          <h3>{texts.headToHead}</h3>
          {summary !== null && <Summary>{summary}</Summary>}
          {seasons.map((season) => (
            <Season key={season.key}>
              <h4>{season.heading}</h4>
              {season.message !== null ? (
                <Quiet>{season.message}</Quiet>
              ) : (
                <Meetings>
                  {season.meetings.map((meeting) => (
                    <li key={meeting.key}>
                      <MeetingLink to={meeting.href} aria-label={meeting.label}>
                        <FormMark $tone={meeting.mark.tone}>{meeting.mark.text}</FormMark>
                        <span>{meeting.text}</span>
                      </MeetingLink>
                    </li>
                  ))}
                </Meetings>
              )}
            </Season>
          ))}
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  h3 {
    font-size: 1.0625rem;
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  }
  h4 {
    font-size: 1rem;
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
  }
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Team = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  h3 {
    margin-top: 0;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
  margin: 0;
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const Season = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Meetings = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
  }
`;

const MeetingLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  overflow-wrap: anywhere;
  /* The line is underlined, not the badge beside it (a flex item would inherit the link's underline). */
  text-decoration: none;
  > span:last-child {
    text-decoration: underline;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
