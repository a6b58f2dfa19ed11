import { randomUUID } from 'node:crypto';
import type {
  AdminRestaurantDto,
  AdminRestaurantListDto,
  AdminRestaurantListQuery,
  MenuInput,
  RestaurantProfileInput,
} from '@playeats/contracts/admin-restaurants';
import { searchKey } from '@playeats/domain/search-key';
import type { Geocoder } from '../../../adapters/geocoder/geocoder.ts';
import type { ObjectStorage } from '../../../adapters/storage/object-storage.ts';
import type { Database } from '../../../db/client.ts';
import type { Repository, UnitOfWork } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../lib/problem.ts';
import type { Actor, AuditService } from '../../audit/audit.service.ts';
import {
  IMAGE_CACHE_CONTROL,
  imageObjectKey,
  resizeRestaurantImage,
  type RestaurantImageUrls,
} from '../images/restaurant-images.ts';
import type { MenuCategoryInput, OptionGroupInput, RestaurantInput } from '../restaurant-input.ts';
import type { RestaurantsRepository } from '../restaurants.repository.ts';
import { restaurantNotFound } from '../restaurants.service.ts';
import type { AdminRestaurantRow, AdminRestaurantsRepository } from './admin-restaurants.repository.ts';
import { ProfileResolver, type ProfileIssue, type ResolvedProfile } from './restaurant-profile.ts';

export interface AdminRestaurantsDeps {
  uow: UnitOfWork;
  admin: Repository<AdminRestaurantsRepository>;
  restaurants: Repository<RestaurantsRepository>;
  audit: AuditService;
  geocoder: Geocoder;
  storage: ObjectStorage;
  images: RestaurantImageUrls;
}

type AdminMenu = AdminRestaurantDto['menu'];

/** The profile's issues as a 400 naming each body field (the form shows them beside the fields). */
export function profileProblem(issues: ProfileIssue[]): HttpProblem {
  const located = issues.every((i) => i.field === 'address');
  const invalidParams = issues.map((i) => ({
    name: i.field === 'address' ? 'body.address.postalCode' : `body.${i.field}`,
    reason: i.reason,
  }));
  if (located) {
    return new HttpProblem(422, 'AddressNotLocatedException', 'Address not located', issues[0]!.reason, {
      invalidParams,
    });
  }
  return new HttpProblem(400, 'ValidationException', 'Invalid request', issues.map((i) => i.reason).join('; '), {
    invalidParams,
  });
}

const externalRefTaken = () =>
  new HttpProblem(
    409,
    'ExternalRefTakenException',
    'External reference taken',
    'Another restaurant has this reference.',
    {
      invalidParams: [{ name: 'body.externalRef', reason: 'is already used by another restaurant' }],
    },
  );

/** The admin's face of the catalogue: partners by hand, their menus, activation and photos, each change audited. */
export class AdminRestaurantsService {
  constructor(private readonly deps: AdminRestaurantsDeps) {}

  async list(query: AdminRestaurantListQuery): Promise<AdminRestaurantListDto> {
    const q = query.q?.trim() ?? '';
    const rows = await this.deps.admin.list({
      nameContains: searchKey(q) || undefined,
      externalRef: q || undefined,
      isPartner: query.partner === undefined ? undefined : query.partner === 'true',
      isActive: query.active === undefined ? undefined : query.active === 'true',
      after: decodeCursor(query.after),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        id: r.id,
        name: r.name,
        externalRef: r.externalRef,
        city: r.city,
        region: r.region,
        country: r.country as AdminRestaurantDto['address']['country'],
        cuisines: r.cuisines,
        isPartner: r.isPartner,
        isActive: r.isActive,
        orderingEnabled: r.orderingEnabled,
        imageUrl: this.deps.images.urlFor(r),
        updatedAt: r.updatedAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  async get(id: string, tx?: Database): Promise<AdminRestaurantDto> {
    const row = await (tx ? this.deps.admin.in(tx) : this.deps.admin).find(id);
    if (!row) throw restaurantNotFound();
    const menu = tx
      ? await this.deps.restaurants.in(tx).menuOf(id, { inTransaction: true })
      : await this.deps.restaurants.menuOf(id);
    return this.toDto(row, adminMenu(menu));
  }

  async create(actor: Actor, profile: RestaurantProfileInput): Promise<AdminRestaurantDto> {
    const resolved = await this.resolve(profile);
    const id = randomUUID();
    return this.deps.uow.transaction(async (tx) => {
      if (resolved.externalRef && (await this.deps.admin.in(tx).externalRefOwner(resolved.externalRef))) {
        throw externalRefTaken();
      }
      await this.deps.restaurants.in(tx).upsertRestaurants([{ ...resolved, id, isActive: true }]);
      const after = await this.get(id, tx);
      await this.deps.audit.record(tx, actor, {
        action: 'restaurant.create',
        targetType: 'restaurant',
        targetId: id,
        after: profileOf(after),
      });
      return after;
    });
  }

  async update(actor: Actor, id: string, profile: RestaurantProfileInput): Promise<AdminRestaurantDto> {
    const resolved = await this.resolve(profile);
    return this.deps.uow.transaction(async (tx) => {
      const admin = this.deps.admin.in(tx);
      const row = await admin.findForUpdate(id);
      if (!row) throw restaurantNotFound();
      if (resolved.externalRef && (await admin.externalRefOwner(resolved.externalRef, id))) throw externalRefTaken();
      const before = await this.get(id, tx);
      // What the profile does not carry stays as it is: the rating, the state, the upload.
      await this.deps.restaurants
        .in(tx)
        .saveRestaurants([{ ...resolved, id, isActive: row.isActive, rating: row.rating }]);
      const after = await this.get(id, tx);
      await this.deps.audit.record(tx, actor, {
        action: 'restaurant.update',
        targetType: 'restaurant',
        targetId: id,
        before: profileOf(before),
        after: profileOf(after),
      });
      return after;
    });
  }

  /** The whole menu as `menu` says: its rows kept or added by id, the rest removed. */
  async replaceMenu(actor: Actor, id: string, menu: MenuInput): Promise<AdminRestaurantDto> {
    return this.deps.uow.transaction(async (tx) => {
      const row = await this.deps.admin.in(tx).findForUpdate(id);
      if (!row) throw restaurantNotFound();
      const foreign = await this.deps.admin.in(tx).foreignMenuIds(id, menuIds(menu));
      if (foreign.length > 0) {
        throw new HttpProblem(409, 'ConflictException', 'Conflict', 'The menu names rows of another restaurant.', {
          invalidParams: foreign.map((f) => ({ name: 'body', reason: `${f} belongs to another restaurant` })),
        });
      }
      const before = await this.get(id, tx);
      await this.deps.restaurants.in(tx).replaceMenu(menuInputOf(row, menu));
      await this.deps.admin.in(tx).touch(id);
      const after = await this.get(id, tx);
      await this.deps.audit.record(tx, actor, {
        action: 'restaurant.menu.update',
        targetType: 'restaurant',
        targetId: id,
        before: before.menu,
        after: after.menu,
      });
      return after;
    });
  }

  /** Activate or deactivate: an inactive restaurant leaves discovery, and carts and orders refuse it. */
  async setActive(actor: Actor, id: string, isActive: boolean, reason: string | null): Promise<AdminRestaurantDto> {
    return this.deps.uow.transaction(async (tx) => {
      const admin = this.deps.admin.in(tx);
      const row = await admin.findForUpdate(id);
      if (!row) throw restaurantNotFound();
      if (row.isActive !== isActive) {
        await admin.setActive(id, isActive);
        await this.deps.audit.record(tx, actor, {
          action: isActive ? 'restaurant.activate' : 'restaurant.deactivate',
          targetType: 'restaurant',
          targetId: id,
          before: { isActive: row.isActive },
          after: { isActive },
          reason,
        });
      }
      return this.get(id, tx);
    });
  }

  /**
   * Resizes the upload, stores its copies (outside any transaction: the storage may be a
   * remote bucket), then points the restaurant at them. Copies are named by content, so an
   * upload that loses a race leaves unused files, never a wrong picture.
   */
  async setImage(actor: Actor, id: string, upload: Buffer): Promise<AdminRestaurantDto> {
    if (!(await this.deps.admin.find(id))) throw restaurantNotFound();
    const { hash, copies } = await resizeRestaurantImage(upload);
    await Promise.all(
      copies.map((c) =>
        this.deps.storage.put(imageObjectKey(hash, c.width), c.body, {
          contentType: 'image/webp',
          cacheControl: IMAGE_CACHE_CONTROL,
        }),
      ),
    );
    return this.writeImageKey(actor, id, hash);
  }

  removeImage(actor: Actor, id: string): Promise<AdminRestaurantDto> {
    return this.writeImageKey(actor, id, null);
  }

  private writeImageKey(actor: Actor, id: string, imageKey: string | null): Promise<AdminRestaurantDto> {
    return this.deps.uow.transaction(async (tx) => {
      const admin = this.deps.admin.in(tx);
      const row = await admin.findForUpdate(id);
      if (!row) throw restaurantNotFound();
      await admin.setImageKey(id, imageKey);
      await this.deps.audit.record(tx, actor, {
        action: imageKey ? 'restaurant.image.update' : 'restaurant.image.remove',
        targetType: 'restaurant',
        targetId: id,
        before: { imageKey: row.imageKey },
        after: { imageKey },
      });
      return this.get(id, tx);
    });
  }

  private async resolve(profile: RestaurantProfileInput): Promise<ResolvedProfile> {
    const result = await new ProfileResolver(this.deps.geocoder).resolve(profile);
    if ('issues' in result) throw profileProblem(result.issues);
    return result.value;
  }

  private toDto(row: AdminRestaurantRow, menu: AdminMenu): AdminRestaurantDto {
    return {
      id: row.id,
      name: row.name,
      externalRef: row.externalRef,
      cuisines: row.cuisines,
      address: {
        street: row.street,
        city: row.city,
        region: row.region,
        postalCode: row.postalCode,
        country: row.country as AdminRestaurantDto['address']['country'],
      },
      position: { lat: row.lat, lng: row.lng },
      timeZone: row.timeZone,
      openingHours: row.openingHours,
      deliveryRadiusKm: row.deliveryRadiusM / 1000,
      deliveryFeeCents: row.deliveryFeeCents,
      minimumOrderCents: row.minimumOrderCents,
      preparationMinutes: row.preparationMinutes,
      isPartner: row.isPartner,
      isActive: row.isActive,
      orderingEnabled: row.orderingEnabled,
      imageUrl: row.imageUrl,
      image: row.imageKey ? this.deps.images.of(row.imageKey) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      menu,
    };
  }
}

/** What the audit log keeps of a restaurant's own fields (the menu has entries of its own). */
function profileOf(dto: AdminRestaurantDto) {
  const { menu: _menu, createdAt: _created, updatedAt: _updated, ...profile } = dto;
  return profile;
}

function adminMenu(flat: Awaited<ReturnType<RestaurantsRepository['menuOf']>>): AdminMenu {
  const options = new Map<string, AdminMenu['optionGroups'][number]['options']>();
  for (const o of flat.options) {
    const list = options.get(o.groupId) ?? [];
    list.push({ id: o.id, name: o.name, priceCents: o.priceCents });
    options.set(o.groupId, list);
  }
  const links = new Map<string, string[]>();
  for (const l of flat.links) links.set(l.itemId, [...(links.get(l.itemId) ?? []), l.groupId]);
  return {
    optionGroups: flat.groups
      .map((g) => ({
        id: g.id,
        name: g.name,
        minSelections: g.minSelections,
        maxSelections: g.maxSelections,
        options: options.get(g.id) ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    categories: flat.categories.map((c) => ({
      id: c.id,
      name: c.name,
      items: flat.items
        .filter((i) => i.categoryId === c.id)
        .map((i) => ({
          id: i.id,
          name: i.name,
          description: i.description,
          priceCents: i.priceCents,
          available: i.available,
          optionGroupIds: links.get(i.id) ?? [],
        })),
    })),
  };
}

function menuIds(menu: MenuInput): string[] {
  return [
    ...menu.optionGroups.flatMap((g) => [g.id, ...g.options.map((o) => o.id)]),
    ...menu.categories.flatMap((c) => [c.id, ...c.items.map((i) => i.id)]),
  ];
}

/** The restaurant as it is, with `menu` as its menu (replaceMenu writes the menu rows only). */
function menuInputOf(row: AdminRestaurantRow, menu: MenuInput): RestaurantInput {
  const optionGroups: OptionGroupInput[] = menu.optionGroups.map((g) => ({ ...g }));
  const categories: MenuCategoryInput[] = menu.categories.map((c) => ({
    id: c.id,
    name: c.name,
    items: c.items.map((i) => ({ ...i, description: i.description ?? null })),
  }));
  return {
    id: row.id,
    name: row.name,
    cuisines: row.cuisines,
    address: {
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country as 'CANADA',
    },
    position: { lat: row.lat, lng: row.lng },
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    menu: { optionGroups, categories },
  };
}

function encodeCursor(row: { name: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.name, row.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { name: string; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { name, id };
  } catch {
    // Falls through to the problem below.
  }
  throw new HttpProblem(400, 'ValidationException', 'Invalid request', 'The page cursor is not valid.', {
    invalidParams: [{ name: 'query.after', reason: 'is not a cursor this API gave' }],
  });
}
