import type { PluginListenerHandle } from '@capacitor/core';
import type { NativePlatformName } from './mobile-rules.ts';
import type { NativePlugins } from './native-plugins.ts';
import type { PushChannel } from './push-channel.ts';

/** A plugin listener (added asynchronously) as a synchronous stop; a shell without the plugin adds none. */
function listen(add: () => Promise<PluginListenerHandle>): () => void {
  const handle = add().catch(() => null);
  return () => void handle.then((h) => h?.remove()).catch(() => undefined);
}

/** @capacitor/push-notifications behind the PushChannel port (the only code that calls it). */
export function createCapacitorPush(deps: {
  plugins(): Promise<Pick<NativePlugins, 'push'>>;
  nativePlatform(): NativePlatformName;
}): PushChannel {
  // The plugin is a proxy that answers every property, `then` included: it must never be the
  // value of a promise (awaiting it would call a `then` no platform implements).
  const withPush = <T>(use: (plugin: NativePlugins['push']) => Promise<T>): Promise<T> =>
    deps.plugins().then((plugins) => use(plugins.push));
  return {
    platform: () => (deps.nativePlatform() === 'ios' ? 'ios' : 'android'),
    permission: () =>
      withPush(async (plugin) => {
        const { receive } = await plugin.checkPermissions();
        return receive === 'granted' || receive === 'denied' ? receive : 'prompt';
      }),
    requestPermission: () =>
      withPush(async (plugin) => {
        const { receive } = await plugin.checkPermissions();
        if (receive === 'granted') return true;
        if (receive === 'denied') return false;
        return (await plugin.requestPermissions()).receive === 'granted';
      }),
    register: () => withPush((plugin) => plugin.register()),
    unregister: () => withPush((plugin) => plugin.unregister()),
    onToken: (listener) =>
      listen(() => withPush((plugin) => plugin.addListener('registration', ({ value }) => listener(value)))),
    onTap: (listener) =>
      listen(() =>
        withPush((plugin) =>
          plugin.addListener('pushNotificationActionPerformed', ({ notification }) =>
            listener((notification.data ?? {}) as Record<string, unknown>),
          ),
        ),
      ),
    onReceived: (listener) =>
      listen(() =>
        withPush((plugin) =>
          plugin.addListener('pushNotificationReceived', (notification) =>
            listener((notification.data ?? {}) as Record<string, unknown>),
          ),
        ),
      ),
  };
}
