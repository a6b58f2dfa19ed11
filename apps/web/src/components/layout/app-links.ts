/** Where people get PlayEats outside the web app (store listings and the Overwolf download page). */
export const APP_STORE_URL = 'https://apps.apple.com/app/playeats';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=app.playeats';
export const OVERWOLF_URL = 'https://www.overwolf.com/app/playeats';

/** Served from public/: an absolute path so nested routes (/FAQ/bucks) still find it. */
// BASE_URL is '/' on the web and './' in the Capacitor and Overwolf builds.
export const LOGO_SRC = `${import.meta.env.BASE_URL}logo.svg`;
