/**
 * Goal alerts for favourite teams (issue 29 case 4), on any route while the site is open in a tab.
 *
 * - Opt-in: a press of a team's alert toggle turns it off, or on — asking the browser first when it has not
 *   been asked. The saga runs in the press's own dispatch (takeEvery and `call` are synchronous), so
 *   `Notification.requestPermission()` is called inside the click's handler, with its user activation;
 *   nothing else ever asks. Refused or unsupported: the notice says so and the alert stays off.
 * - The watch: while an alert is in force, today's matches (ScheduledMatchesBySport, kept read) of the
 *   teams in force are followed by the lists' one live pipeline (liveScoresSaga follows their goals
 *   channels, through the one broadcast-delay line), so pubnub loads for alerts only once one is on.
 * - Each batch of goals-channel messages that pipeline delivers (so already held by the broadcast delay) is
 *   judged by `dueAlerts`: news only, keyed by event id, silent under the spoiler shield
 *   (`selectIsScoreHidden`) and while results are not shown (`selectResultsVisibility`), the final score by
 *   the one rule (`selectLiveSummaries`). A click on a notification focuses the tab and opens the match.
 * - Web Push to a closed browser: `pushRegistrationSaga` (pushSaga.ts) keeps this browser's registration
 *   with the server in step with the alerts in force.
 */
import { channel as sagaChannel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { createIntl } from 'react-intl';
import type { Match } from '../../../shared/contract';
import type { Language } from '../../../shared/siteConfig';
import { matchTeamKeys, type FavouriteKey } from '../../domain/favourites';
import {
  alertTag,
  alertText,
  dueAlerts,
  GOAL_ALERTS_STORAGE_KEY,
  parseGoalAlerts,
  serialiseGoalAlerts,
  type AlertCandidate,
  type AlertPermission,
  type AlertText,
  type DueAlert,
} from '../../domain/goalAlerts';
import { notificationLang } from '../../domain/goalPush';
import { liveSportOf } from '../../domain/live/sport';
import { fillMatchQuery, matchHref } from '../../domain/matchLinks';
import type { LiveSummary } from '../../domain/matchStatus';
import type { ResultsVisibility } from '../../domain/score';
import { leagueToday } from '../../domain/time';
import { intlLocale, loadMessages, type Messages } from '../../i18n/messages';
import type { Clock } from '../../services/clock';
import type { Navigation } from '../../services/navigation';
import type { Notifier } from '../../services/notifications';
import type { PushClient } from '../../services/push';
import type { KeyValueStorage } from '../../services/storage';
import { favouritesEvents } from '../favourites/favouritesSlice';
import { selectLanguage } from '../language/languageSlice';
import { liveScoresEvents } from '../liveScores/liveScoresSlice';
import { selectLiveSummaries } from '../liveScores/selectors';
import { scoreboardApi } from '../scoreboard/scoreboardApi';
import type { StateShape } from '../shape';
import { selectTimeZone } from '../site/selectors';
import { selectFeedDelaySeconds, selectIsScoreHidden } from '../spoiler/selectors';
import { selectResultsVisibility } from '../visibility/selectors';
import { visibilityEvents } from '../visibility/visibilitySlice';
import { goalAlertsEvents } from './goalAlertsSlice';
import { pushRegistrationSaga } from './pushSaga';
import { selectAlertMatches, selectAlertTeamsInForce, selectNotifiedSet, selectTodayScheduledArg } from './selectors';

export interface GoalAlertServices {
  storage: KeyValueStorage;
  clock: Clock;
  navigation: Navigation;
  /** The browser's notifications; absent on the server (the toggles stay hidden there). */
  notifier?: Notifier;
  /** Web Push (subscription and registration); absent on the server and where the browser has no Push API. */
  push?: PushClient;
  /** Device epoch ms, compared with the feed's timetokens (tests pass their own). */
  deviceNow?: () => number;
}

/** How often the watched set is looked at without an event (a match's feed starts at its start time). */
export const WATCH_RESCAN_MS = 15_000;

const selectTeamKeys = (state: StateShape): readonly FavouriteKey[] => state.goalAlerts.teams;

function* saveAlerts(storage: KeyValueStorage) {
  const teams: readonly FavouriteKey[] = yield select(selectTeamKeys);
  yield call([storage, storage.set], GOAL_ALERTS_STORAGE_KEY, serialiseGoalAlerts(teams));
}

/** A press of a team's toggle: off when in force; else on, asking the browser in this same call stack if need be. */
function* alertToggleClicked(notifier: Notifier | undefined, action: ReturnType<typeof goalAlertsEvents.alertToggleClicked>) {
  const { key } = action.payload;
  const inForce: ReadonlySet<string> = yield select(selectAlertTeamsInForce);
  if (inForce.has(key)) {
    yield put(goalAlertsEvents.alertTurnedOff({ key }));
    return;
  }
  let permission: AlertPermission = notifier ? notifier.permission() : 'unsupported';
  if (notifier && permission === 'default') permission = yield call([notifier, notifier.requestPermission]);
  yield put(goalAlertsEvents.permissionRead({ permission }));
  if (permission === 'granted') yield put(goalAlertsEvents.alertTurnedOn({ key }));
  else yield put(goalAlertsEvents.alertRefused({ notice: permission === 'unsupported' ? 'unsupported' : 'denied' }));
}

/**
 * Keeps today's scheduled matches read while an alert is in force (a held subscription of the one api's
 * entry), names their tournaments to the results-visibility rule, and says when the watched matches change.
 */
function* keepWatch(clock: Clock) {
  let subscription: { unsubscribe(): void } | null = null;
  let readKey = '';
  let watchedKey = '';
  try {
    for (;;) {
      const teams: ReadonlySet<string> = yield select(selectAlertTeamsInForce);
      const zone: string = yield select(selectTimeZone);
      const today = leagueToday(clock.now(), zone);
      const arg: ReturnType<typeof selectTodayScheduledArg> = teams.size > 0 ? yield select(selectTodayScheduledArg, today) : null;
      const nextReadKey = arg === null ? '' : JSON.stringify(arg);
      if (nextReadKey !== readKey) {
        subscription?.unsubscribe();
        readKey = nextReadKey;
        subscription = arg === null ? null : ((yield put(scoreboardApi.endpoints.getScheduledMatches.initiate(arg) as never)) as { unsubscribe(): void });
      }
      const matches: readonly Match[] = yield select(selectAlertMatches, today);
      const nextWatchedKey = matches.map((match) => match.matchId).join(',');
      if (nextWatchedKey !== watchedKey) {
        watchedKey = nextWatchedKey;
        for (const match of matches) yield put(visibilityEvents.matchTournamentFound({ matchId: match.matchId, tournamentId: match.tournamentId }));
        if (matches.length > 0) yield put(visibilityEvents.tournamentsListed({ tournamentIds: [...new Set(matches.map((match) => match.tournamentId))] }));
        yield put(goalAlertsEvents.alertMatchesChanged({ matchIds: matches.map((match) => match.matchId) }));
      }
      yield race({
        changed: take([
          goalAlertsEvents.alertsRestored.type,
          goalAlertsEvents.permissionRead.type,
          goalAlertsEvents.alertTurnedOn.type,
          goalAlertsEvents.alertTurnedOff.type,
          goalAlertsEvents.allAlertsTurnedOff.type,
          favouritesEvents.favouriteTeamToggled.type,
          scoreboardApi.endpoints.getScheduledMatches.matchFulfilled,
        ]),
        tick: delay(WATCH_RESCAN_MS),
      });
    }
  } finally {
    subscription?.unsubscribe();
  }
}

/** The notification's text in the reader's language (the language's catalogue, as the page has it). */
export function* formatAlert(language: Language, text: AlertText) {
  const messages: Messages = yield call(loadMessages, language);
  const intl = createIntl({ locale: intlLocale(language), messages });
  return intl.formatMessage({ id: text.id }, text.values);
}

/** When each team's watch began (device ms): boot for the teams restored, the press for a team turned on. */
type WatchSince = Map<string, number>;

function sinceOf(match: Match, since: WatchSince, fallbackMs: number): number {
  const { home, away } = matchTeamKeys(match);
  const times = [home, away].flatMap((key) => (key === null ? [] : (since.get(key) ?? [])));
  return times.length > 0 ? Math.min(...times) : fallbackMs;
}

/** A batch of a match's goals-channel messages, as delivered after the broadcast delay: the alerts it raises. */
function* alertOnMessages(
  services: GoalAlertServices,
  since: WatchSince,
  clicks: Channel<string>,
  action: ReturnType<typeof liveScoresEvents.goalsMessagesReceived>,
) {
  const { notifier } = services;
  if (!notifier) return;
  const { matchId, messages } = action.payload;
  const zone: string = yield select(selectTimeZone);
  const watched: readonly Match[] = yield select(selectAlertMatches, leagueToday(services.clock.now(), zone));
  const match = watched.find((candidate) => candidate.matchId === matchId);
  const sport = liveSportOf(match?.sportId);
  if (match === undefined || sport === null) return;
  const nowMs = (services.deviceNow ?? Date.now)();
  const scoreHidden: boolean = yield select(selectIsScoreHidden, matchId);
  const visibility: ResultsVisibility = yield select(selectResultsVisibility, matchId);
  const delaySeconds: number = yield select(selectFeedDelaySeconds);
  const notified: ReadonlySet<string> = yield select(selectNotifiedSet);
  const candidates: AlertCandidate[] = messages;
  const { alerts, handled } = dueAlerts(matchId, sport, candidates, {
    sinceMs: sinceOf(match, since, nowMs),
    delaySeconds,
    notified,
    gate: { scoreHidden, visibility },
  });
  if (handled.length === 0) return;
  yield put(goalAlertsEvents.alertsHandled({ keys: handled }));
  const summaries: Readonly<Record<number, LiveSummary>> = yield select(selectLiveSummaries);
  const language: Language = yield select(selectLanguage);
  const href = matchHref(match, 'livematch', fillMatchQuery({ seasonId: null, tournamentId: null }, null, match));
  for (const alert of alerts as DueAlert[]) {
    const title: string = yield call(formatAlert, language, alertText(alert.kind, match, alert.event, summaries[matchId]?.score ?? null));
    yield call([notifier, notifier.show], {
      title,
      body: match.tournamentName?.trim() ?? '',
      tag: alertTag(matchId),
      lang: notificationLang(language),
      eventId: alert.key,
      url: href,
      onClick: () => clicks.put(href),
    });
  }
}

/** A notification was clicked (the tab is focused already): open its match. */
function* openClickedMatches(navigation: Navigation, clicks: Channel<string>) {
  for (;;) {
    const href: string = yield take(clicks);
    yield call([navigation, navigation.navigate], href);
  }
}

/**
 * Issue 29 case 4: restores the teams at boot, reads what the browser allows, then handles the toggles,
 * saves every change, keeps the watch and raises the alerts. On the server (no notifier) it only restores.
 */
export function* goalAlertsSaga(services: GoalAlertServices) {
  const saved: string | null = yield call([services.storage, services.storage.get], GOAL_ALERTS_STORAGE_KEY);
  const teams = parseGoalAlerts(saved);
  yield put(goalAlertsEvents.alertsRestored({ teams }));
  const { notifier } = services;
  if (!notifier) return;
  const deviceNow = services.deviceNow ?? Date.now;
  const since: WatchSince = new Map(teams.map((key) => [key, deviceNow()]));
  yield put(goalAlertsEvents.permissionRead({ permission: notifier.permission() }));
  const clicks = (yield call(sagaChannel)) as Channel<string>;
  yield takeEvery(goalAlertsEvents.alertToggleClicked.type, alertToggleClicked, notifier);
  yield takeEvery(goalAlertsEvents.alertTurnedOn.type, function turnedOn(action: ReturnType<typeof goalAlertsEvents.alertTurnedOn>) {
    since.set(action.payload.key, deviceNow());
  });
  yield takeEvery(
    [goalAlertsEvents.alertTurnedOn.type, goalAlertsEvents.alertTurnedOff.type, goalAlertsEvents.allAlertsTurnedOff.type, favouritesEvents.favouriteTeamToggled.type],
    saveAlerts,
    services.storage,
  );
  yield takeEvery(liveScoresEvents.goalsMessagesReceived.type, alertOnMessages, services, since, clicks);
  yield fork(openClickedMatches, services.navigation, clicks);
  yield fork(keepWatch, services.clock);
  if (services.push) yield fork(pushRegistrationSaga, services.push);
}
