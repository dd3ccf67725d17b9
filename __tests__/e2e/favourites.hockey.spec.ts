/** Issue 16, favourite teams on the hockey preset (the shared cases in favouritesSupport.ts). */
import { favouriteSuite } from './favouritesSupport';

favouriteSuite(152);
