/** Issue 16 calendar feeds on the hockey preset: EHL's first team (see calendarSpecs.ts). */
import { calendarSpecs } from './calendarSpecs';

calendarSpecs('EHL');
