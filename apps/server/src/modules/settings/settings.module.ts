import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { ChannelListener } from '../../db/listen.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { settingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { SettingsService } from './settings.service.ts';

/** The database's announcement of a settings change (migration 0010). */
export const SETTINGS_CHANNEL = 'playeats_settings';
const SAFETY_RELOAD_MS = 60_000;

export function createSettings(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}): SettingsService {
  return new SettingsService({
    uow: unitOfWork(deps.db),
    settings: repository(settingsRepository, deps.db),
    audit: deps.audit,
    clock: deps.clock,
    config: deps.config,
  });
}

/**
 * Routes, and the copy's ear: the settings are read before the server takes requests and
 * again on every announcement (and after the listener reconnects, when some may be lost).
 */
export async function registerSettings(
  app: FastifyInstance,
  deps: { settings: SettingsService; database: DatabaseHandle },
): Promise<void> {
  const { settings, database } = deps;
  let listener: ChannelListener | undefined;
  const reload = () => {
    settings.refresh().catch((err: unknown) => app.log.warn({ err }, 'reading the settings failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  // At ready, not while the app builds: the database may still be migrating (server.ts).
  app.addHook('onReady', async () => {
    listener = await database.listen(SETTINGS_CHANNEL, {
      onMessage: reload,
      onResume: reload,
      onError: (err) => app.log.warn({ err }, 'settings listener failed; retrying'),
    });
    await settings.refresh();
    // The safety net: a copy whose listener went quiet without a reconnect catches up within a minute.
    timer = setInterval(reload, SAFETY_RELOAD_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await listener?.close();
  });
  await app.register(settingsRoutes, { settings });
}
