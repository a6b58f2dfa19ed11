import { publicFileUrl } from '../../lib/public-file-url.ts';

/** Where people get PlayEats outside the web app (store listings and the Overwolf download page). */
export const APP_STORE_URL = 'https://apps.apple.com/app/playeats';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=app.playeats';
export const OVERWOLF_URL = 'https://www.overwolf.com/app/playeats';

/** Served from public/, found from nested routes (/FAQ/bucks) too. */
export const LOGO_SRC = publicFileUrl('logo.svg');
