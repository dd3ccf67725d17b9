/** The live sports' rule lives in src/shared (the server's Web Push alerts read it too, issue 29 case 4). */
export { LIVE_SPORT, liveSportOf, type LiveSport } from '../../../shared/rules/liveSport';
