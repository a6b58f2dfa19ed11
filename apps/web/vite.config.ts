import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * One code base, three build targets (spec section 1), chosen by build mode:
 * `vite build --mode web|capacitor|overwolf`. The target is a compile-time constant so
 * each bundle drops the other platforms' code.
 */
const TARGETS = { web: 'WEB', capacitor: 'CAPACITOR', overwolf: 'OVERWOLF' } as const;

export default defineConfig(({ mode }): UserConfig => {
  const target = TARGETS[mode as keyof typeof TARGETS] ?? 'WEB';
  return {
    plugins: [react()],
    define: {
      __BUILD_TARGET__: JSON.stringify(target),
    },
    // Capacitor and Overwolf load the app from their own file origin: relative asset URLs.
    base: target === 'WEB' ? '/' : './',
    build: {
      outDir: target === 'WEB' ? 'dist' : `dist-${mode}`,
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
    },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
