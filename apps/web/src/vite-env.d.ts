/// <reference types="vite/client" />

/** Set by vite.config.ts from the build mode. */
declare const __BUILD_TARGET__: 'WEB' | 'CAPACITOR' | 'OVERWOLF';
