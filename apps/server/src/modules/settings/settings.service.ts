import {
  liveSettingsSchema,
  type AdminSettings,
  type LiveSettingKey,
  type LiveSettings,
  type Settings,
  type UpdateSettings,
} from '@playeats/contracts/settings';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import type { Clock } from '../../adapters/clock.ts';
import type { Config } from '../../config.ts';
import type { Repository, UnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest } from '../../lib/problem.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { SettingRow, SettingsRepository } from './settings.repository.ts';

export type { LiveSettings } from '@playeats/contracts/settings';

/** What other modules read: the settings as they are now (held in memory, refreshed on change). */
export interface LiveSettingsSource {
  current(): LiveSettings;
}

/** The environment's values: what each setting is until an admin changes it. */
export function environmentSettings(config: Config): LiveSettings {
  return {
    doubleBucksDates: config.DOUBLE_BUCKS_DATES,
    fullMaintenanceMode: config.FULL_MAINTENANCE_MODE,
    storeMaintenanceMode: config.STORE_MAINTENANCE_MODE,
    adsEnabled: config.ADS_ENABLED,
    bucksDailyCap: config.BUCKS_DAILY_CAP,
    debug: config.DEBUG,
  };
}

const KEYS = Object.keys(liveSettingsSchema.shape) as LiveSettingKey[];

/** The environment's values with the stored ones over them; a stored value that no longer parses is ignored. */
function merge(defaults: LiveSettings, rows: SettingRow[]): LiveSettings {
  const values: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    const field = liveSettingsSchema.shape[row.key as LiveSettingKey];
    if (field?.safeParse(row.value).success) values[row.key] = row.value;
  }
  return values as LiveSettings;
}

function normalize(changes: Partial<LiveSettings>): Partial<LiveSettings> {
  if (!changes.doubleBucksDates) return changes;
  return { ...changes, doubleBucksDates: [...new Set(changes.doubleBucksDates)].sort() };
}

export interface SettingsServiceDeps {
  uow: UnitOfWork;
  settings: Repository<SettingsRepository>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  config: Config;
}

/**
 * Live settings (docs/decisions/0019-live-settings.md): the environment gives the first
 * values, admins change them, and every copy of the server holds them in memory. A change
 * commits with its audit entry; the database then announces it (trigger on app_settings)
 * and every copy reloads (`refresh`, called by the module's listener).
 */
export class SettingsService implements LiveSettingsSource {
  private readonly defaults: LiveSettings;
  private values: LiveSettings;
  private rows: SettingRow[] = [];
  /** Reloads run one after the other: a slow read never overwrites a newer one. */
  private reloads: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: SettingsServiceDeps) {
    this.defaults = environmentSettings(deps.config);
    this.values = this.defaults;
  }

  current(): LiveSettings {
    return this.values;
  }

  /**
   * Reads the stored settings again (at start, on every announcement, after a reconnect,
   * and every minute as a safety net), queued behind any reload under way.
   */
  refresh(): Promise<LiveSettings> {
    const load = async () => {
      this.rows = await this.deps.settings.all();
      this.values = merge(this.defaults, this.rows);
      return this.values;
    };
    const next = this.reloads.then(load, load);
    this.reloads = next.catch(() => undefined);
    return next;
  }

  /** The last change's time in ms (0: the environment's values): apps compare it with the announcement's. */
  version(): number {
    return Math.max(0, ...this.rows.map((row) => row.updatedAt.getTime()));
  }

  /** GET /api/settings: the client's auth.env (spec section 9 "Environment flags"). */
  publicSettings(): Settings {
    const { config } = this.deps;
    return {
      ...this.values,
      version: this.version(),
      googleClientId: config.GOOGLE_CLIENT_ID,
      microsoftClientId: config.MICROSOFT_CLIENT_ID,
      bucksPerHour: BUCKS_PER_HOUR,
      bucksTimeZone: config.BUCKS_TIME_ZONE,
      map: config.MAP_TILE_URL
        ? {
            tileUrl: config.MAP_TILE_URL,
            attribution: config.MAP_TILE_ATTRIBUTION,
            attributionUrl: config.MAP_TILE_ATTRIBUTION_URL,
            maxZoom: config.MAP_MAX_ZOOM,
          }
        : null,
      payments: {
        provider: config.PAYMENTS_PROVIDER,
        publishableKey: config.PAYMENTS_PROVIDER === 'stripe' ? config.STRIPE_PUBLISHABLE_KEY : null,
        scriptUrl: config.PAYMENTS_PROVIDER === 'stripe' ? config.STRIPE_JS_URL : null,
      },
    };
  }

  adminView(): AdminSettings {
    return {
      values: this.values,
      defaults: this.defaults,
      changes: this.rows.map((r) => ({
        key: r.key,
        updatedAt: r.updatedAt.toISOString(),
        updatedByUserId: r.updatedByUserId,
      })),
    };
  }

  /** Saves the settings that differ from now, with one audit entry; a save that changes nothing writes nothing. */
  async update(actor: Actor, input: UpdateSettings): Promise<AdminSettings> {
    const { uow, clock, audit } = this.deps;
    const changes = normalize(input.changes);
    const unknown = Object.keys(changes).filter((k) => !KEYS.includes(k as LiveSettingKey));
    if (unknown.length > 0) throw badRequest(`Unknown settings: ${unknown.join(', ')}.`);
    await uow.transaction(async (tx) => {
      const repo = this.deps.settings.in(tx);
      await repo.lock();
      const before = merge(this.defaults, await repo.all());
      const changed = KEYS.filter(
        (key) => key in changes && JSON.stringify(changes[key]) !== JSON.stringify(before[key]),
      );
      if (changed.length === 0) return;
      const at = clock.now();
      await repo.put(
        changed.map((key) => ({ key, value: changes[key] })),
        actor.userId,
        at,
      );
      await audit.record(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
        reason: input.reason || null,
      });
    });
    // This copy sees its own change at once; the others hear the announcement.
    await this.refresh();
    return this.adminView();
  }
}
