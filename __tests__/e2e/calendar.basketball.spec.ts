/** Issue 16 calendar feeds on the basketball preset: the season's first published league (see calendarSpecs.ts). */
import { calendarSpecs } from './calendarSpecs';

calendarSpecs();
