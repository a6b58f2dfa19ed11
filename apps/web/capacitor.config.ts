import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android apps (docs/mobile.md): the CAPACITOR build's output in a native web
 * view. The schemes are Capacitor's defaults, named here because the API's CORS list
 * (packages/domain/src/client-origins.ts) allows exactly capacitor://localhost and
 * https://localhost. `npm run build:mobile` builds the bundle and runs `cap sync`.
 */
const config: CapacitorConfig = {
  appId: 'com.playeats.app',
  appName: 'PlayEats',
  webDir: 'dist-capacitor',
  server: { iosScheme: 'capacitor', androidScheme: 'https', hostname: 'localhost' },
  ios: { contentInset: 'never' },
  // Android 15 draws apps edge to edge: the web view keeps clear of the system bars.
  android: { adjustMarginsForEdgeToEdge: 'auto' },
  plugins: {
    // The app hides it at its first paint (capacitor-platform.ts); the boot logo pulses until then.
    SplashScreen: { launchAutoHide: false, backgroundColor: '#14121f' },
    // iOS: over the page, which keeps clear of it (env(safe-area-inset-*)); Android: its own strip.
    StatusBar: { style: 'DARK', backgroundColor: '#14121f' },
    // A push that arrives while the app is open shows no banner: the app refreshes its
    // notifications instead (lib/platform/capacitor-push.ts).
    PushNotifications: { presentationOptions: [] },
  },
};

export default config;
