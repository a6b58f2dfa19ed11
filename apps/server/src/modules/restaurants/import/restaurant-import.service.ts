import { createHash, randomUUID } from 'node:crypto';
import { findUnsafeText, UNSAFE_TEXT_REASON } from '../../../lib/unsafe-text.ts';
import {
  MAX_REPORTED_REJECTIONS,
  restaurantImportSchema,
  type ImportMenu,
  type ImportResultDto,
  type RejectedRowDto,
  type RestaurantImport,
} from '@playeats/contracts/admin-restaurants';
import type { Geocoder } from '../../../adapters/geocoder/geocoder.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import type { AdminRestaurantsRepository } from '../admin/admin-restaurants.repository.ts';
import { ProfileResolver, type ResolvedProfile } from '../admin/restaurant-profile.ts';
import type { RestaurantInput } from '../restaurant-input.ts';
import type { RestaurantsRepository } from '../restaurants.repository.ts';
import { csvRestaurants } from './csv-format.ts';
import { ownCopy, readCsv } from './csv-reader.ts';
import { isIssue, type ImportIssue, type ImportUnit } from './import-unit.ts';
import { readJsonArray } from './json-reader.ts';
import { stableId } from './stable-id.ts';
import { ImportFormatError, utf8Chunks } from './text-stream.ts';

export type ImportFormat = ImportResultDto['format'];

/**
 * Restaurants written per batch (each batch: a few multi-row statements per table). A batch's
 * rows, their JSON and the statements' answers are what the import holds at once, and V8
 * lets the heap grow to a few times that: 100 measured 40 MB less growth than 500 over the
 * bench's 100,000 restaurants, at the same speed (decision 0020).
 */
export const BATCH_RESTAURANTS = 100;

export interface RestaurantImportDeps {
  uow: UnitOfWork;
  admin: Repository<AdminRestaurantsRepository>;
  restaurants: Repository<RestaurantsRepository>;
  audit: AuditService;
  geocoder: Geocoder;
}

interface Pending {
  profile: ResolvedProfile & { externalRef: string };
  isActive: boolean | undefined;
  menu: ImportMenu | undefined;
}

/** The refusals of one file: all counted, the first MAX_REPORTED_REJECTIONS kept. */
class Rejections {
  count = 0;
  private readonly list: RejectedRowDto[] = [];

  add(issue: ImportIssue) {
    this.count += 1;
    // Kept to the end of the file: its texts (which may quote a cell) as strings of their own.
    if (this.list.length < MAX_REPORTED_REJECTIONS) {
      this.list.push({ row: issue.row, field: ownCopy(issue.field), reason: ownCopy(issue.reason) });
    }
  }

  sorted(): RejectedRowDto[] {
    return [...this.list].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
  }
}

/** Thrown to roll back a dry run's transaction once it has run to the end. */
class DryRun extends Error {
  constructor(readonly result: ImportResultDto) {
    super('dry run');
  }
}

/**
 * Imports partners with their menus from a CSV or JSON file (docs/decisions/0020): the
 * file is read a restaurant at a time and written in batches inside one transaction, so any
 * size fits in the memory of a batch; one refused row and nothing is written (the
 * transaction rolls back) and the answer lists every refusal. Restaurants are matched by
 * their external reference and their menu rows get ids made from the restaurant and the
 * rows' names, so importing the same file again writes the same rows.
 */
export class RestaurantImportService {
  constructor(private readonly deps: RestaurantImportDeps) {}

  async import(
    actor: Actor,
    file: { format: ImportFormat; bytes: AsyncIterable<Buffer | Uint8Array> },
    options: { dryRun: boolean },
  ): Promise<ImportResultDto> {
    const hash = createHash('sha256');
    async function* hashed() {
      for await (const chunk of file.bytes) {
        hash.update(chunk);
        yield chunk;
      }
    }
    try {
      return await this.deps.uow.transaction(async (tx) => {
        const admin = this.deps.admin.in(tx);
        const repo = this.deps.restaurants.in(tx);
        await admin.lockImports();
        const resolver = new ProfileResolver(this.deps.geocoder);
        const rejections = new Rejections();
        const refs = new Map<string, number>();
        const result: ImportResultDto = {
          format: file.format,
          dryRun: options.dryRun,
          rows: 0,
          restaurants: { created: 0, updated: 0 },
          menuItems: 0,
        };
        let pending: Pending[] = [];

        const flush = async () => {
          const batch = pending;
          pending = [];
          if (batch.length === 0) return;
          const existing = new Map(
            (await admin.byExternalRefs(batch.map((p) => p.profile.externalRef))).map((r) => [r.externalRef, r]),
          );
          const inputs: RestaurantInput[] = batch.map(({ profile, isActive, menu }) => {
            const known = existing.get(profile.externalRef);
            const id = known?.id ?? randomUUID();
            return {
              ...profile,
              id,
              // Left out of the file: a new restaurant is active, an existing one keeps its state.
              isActive: isActive ?? known?.isActive ?? true,
              rating: known?.rating ?? null,
              ...(menu ? { menu: menuWithIds(id, menu) } : {}),
            };
          });
          // A restaurant given without a menu keeps the one it has.
          await repo.upsertRestaurants(
            inputs.filter((i) => i.menu),
            new Set([...existing.values()].map((r) => r.id)),
          );
          await repo.saveRestaurants(inputs.filter((i) => !i.menu));
          result.restaurants.created += batch.length - existing.size;
          result.restaurants.updated += existing.size;
          result.menuItems += inputs.reduce(
            (n, i) => n + (i.menu?.categories.reduce((m, c) => m + c.items.length, 0) ?? 0),
            0,
          );
        };

        const check = async (unit: ImportUnit) => {
          unit.issues.forEach((issue) => rejections.add(issue));
          // The API's one text rule (lib/unsafe-text.ts) for a file's cells too: a NUL is a
          // refused row naming its field, not a failed statement.
          const unsafe = findUnsafeText(unit.value, '$');
          if (unsafe !== null) {
            const path = unsafe
              .split('.')
              .slice(1)
              .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
            rejections.add({ ...unit.locate(path), reason: UNSAFE_TEXT_REASON });
            return;
          }
          const parsed = restaurantImportSchema.safeParse(unit.value);
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              rejections.add({ ...unit.locate(issue.path), reason: issue.message });
            return;
          }
          if (unit.issues.length > 0) return;
          // A reference given twice: a CSV file's reader refuses it (the rows of a restaurant
          // follow each other); a JSON file's are checked here.
          if (file.format === 'json') {
            const first = refs.get(parsed.data.externalRef);
            if (first !== undefined) {
              rejections.add({ ...unit.locate(['externalRef']), reason: `given twice (first on row ${first})` });
              return;
            }
            refs.set(parsed.data.externalRef, unit.row);
          }
          const resolved = await resolver.resolve(parsed.data);
          if ('issues' in resolved) {
            for (const issue of resolved.issues) {
              const path = issue.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
              rejections.add({ ...unit.locate(path), reason: issue.reason });
            }
            return;
          }
          // Once a row is refused nothing more is written; the rest is still read for the report.
          if (rejections.count > 0) return;
          pending.push({
            profile: { ...resolved.value, externalRef: parsed.data.externalRef },
            ...extras(parsed.data),
          });
          if (pending.length >= BATCH_RESTAURANTS) await flush();
        };

        try {
          for await (const unit of this.units(file.format, hashed(), result)) {
            if (isIssue(unit)) rejections.add(unit);
            else await check(unit);
          }
        } catch (err) {
          if (!(err instanceof ImportFormatError)) throw err;
          rejections.add({ row: err.row, field: err.field, reason: err.message });
        }
        if (rejections.count > 0) {
          throw new HttpProblem(
            422,
            'ImportRejectedException',
            'Import rejected',
            `${rejections.count} problem(s) in the file: nothing was imported.`,
            { rejected: rejections.sorted(), rejectedCount: rejections.count, rows: result.rows },
          );
        }
        await flush();
        if (options.dryRun) throw new DryRun(result);
        await this.deps.audit.record(tx, actor, {
          action: 'restaurant.import',
          targetType: 'restaurant-import',
          targetId: hash.digest('hex'),
          after: result,
        });
        return result;
      });
    } catch (err) {
      if (err instanceof DryRun) return err.result;
      throw err;
    }
  }

  /** The file's restaurants, one at a time; counts its data rows into `result.rows`. */
  private async *units(format: ImportFormat, bytes: AsyncIterable<Buffer | Uint8Array>, result: ImportResultDto) {
    const text = utf8Chunks(bytes);
    if (format === 'json') {
      for await (const { row, value } of readJsonArray(text)) {
        result.rows = row;
        yield {
          row,
          value,
          issues: [],
          locate: (path) => ({ row, field: path.map(String).join('.') || 'restaurant' }),
        } satisfies ImportUnit;
      }
      return;
    }
    async function* counted() {
      for await (const record of readCsv(text)) {
        result.rows = record.row - 1;
        yield record;
      }
    }
    yield* csvRestaurants(counted());
  }
}

function extras(data: RestaurantImport): Pick<Pending, 'isActive' | 'menu'> {
  return { isActive: data.isActive, menu: data.menu };
}

/** The file's menu with ids made from the restaurant and the rows' names: a re-import names the same rows. */
function menuWithIds(restaurantId: string, menu: ImportMenu): NonNullable<RestaurantInput['menu']> {
  const key = (name: string) => name.toLowerCase();
  const groupId = (name: string) => stableId(restaurantId, 'group', key(name));
  return {
    optionGroups: menu.optionGroups.map((g) => ({
      id: groupId(g.name),
      name: g.name,
      minSelections: g.minSelections,
      maxSelections: g.maxSelections,
      options: g.options.map((o) => ({ id: stableId(restaurantId, 'option', key(g.name), key(o.name)), ...o })),
    })),
    categories: menu.categories.map((c) => ({
      id: stableId(restaurantId, 'category', key(c.name)),
      name: c.name,
      items: c.items.map((i) => ({
        id: stableId(restaurantId, 'item', key(c.name), key(i.name)),
        name: i.name,
        description: i.description ?? null,
        priceCents: i.priceCents,
        available: i.available,
        optionGroupIds: i.optionGroups.map(groupId),
      })),
    })),
  };
}
