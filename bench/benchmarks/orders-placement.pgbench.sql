-- The orders benchmark's limit (bench/benchmarks/orders.mjs): one cart save and one placement,
-- the 8 statements the server runs for `PUT /api/users/me/cart` then `POST /api/users/me/orders`
-- (read from PostgreSQL's log with BENCH_PG_LOG_STATEMENTS=1), in the same order, with the
-- same parameters, run by pgbench -M prepared. No BEGIN/COMMIT: the server runs each as a
-- statement of its own (the placement's writes are one statement).
--
-- Where each statement comes from, in apps/server/src (its prepared statement's name):
--   1. restaurant_status_with_items  modules/restaurants/restaurants.repository.ts (the cart save checks the items)
--   2. cart_save_new                 modules/ordering/cart/cart.repository.ts (the cart upsert)
--   3. idempotency_claim             plugins/idempotency/idempotency.repository.ts (the Idempotency-Key taken)
--   4. cart_with_menu_address_and_card  modules/ordering/cart/cart.repository.ts (the quote: cart, menu, address,
--      balance, and the card that would pay: payment-cards.repository.ts chargeableCardJson; the default card
--      here, as the bench names none: the server's cardId parameter is null; pgbench's -D cannot give a
--      null, so :no_card is 'none' and nullif makes it one, a parameter as on the server)
--   5. local_payments_read           adapters/payments/local-payments.ts (the provider's key and the card)
--   6. local_payments_key_and_object adapters/payments/local-payments.ts (the hold: key and payment intent)
--   7. order_placement_1_bucks       modules/ordering/orders/orders.repository.ts placeAtOnce (one statement per
--      shape: its lines, the currencies it spends; built in placement.service.ts placementShape), with the
--      cart's (cart.repository.ts takeForOrderPart) and the ledger's (rewards/ledger/ledger.service.ts
--      spendsPart) parts
--   8. idempotency_complete          plugins/idempotency/idempotency.repository.ts (the answer stored)
--
-- All 8 are named prepared statements on both sides: PostgreSQL parses and plans each once
-- per connection (the placement was sent unnamed until the fifth session's orders work).
--
-- Each client is its own customer: user, address, card and payment method numbered from
-- :client_id (the benchmark's `prepare` and renumbering). Each placement's ids (order,
-- Idempotency-Key, the provider's key, payment intent) are numbered from :run, :client_id
-- and :n. The cart version is read back by the quote (\gset) and given to the placement,
-- as the server does. Every other value comes from `-D` (the benchmark copies them from an
-- order the app placed in the same database): the same parameters as the server's.
\set n :n + 1
select r.id, r.name, r.image_url, r.is_active, r.ordering_enabled, r.country,
    (select coalesce(json_agg(json_build_object(
      'id', i.id, 'restaurantId', i.restaurant_id, 'name', i.name, 'priceCents', i.price_cents,
      'available', i.available,
      'optionGroups', coalesce((
        select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minSelections', g.min_selections, 'maxSelections', g.max_selections,
          'options', coalesce((
            select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents)
              order by o.position)
            from "menu_options" o where o.group_id = g.id), '[]'::json))
          order by l.position)
        from "menu_item_option_groups" l join "menu_option_groups" g on g.id = l.group_id
        where l.item_id = i.id), '[]'::json))), '[]'::json)
    from "menu_items" i where i.id = any(:item_ids::uuid[]) and i.restaurant_id = r.id) as items
  from "restaurants" r where r.id = :restaurant_id;
with saved as (insert into "carts" (user_id, restaurant_id, lines, version, updated_at)
    values (('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid, :restaurant_id, :cart_lines::jsonb, 1, :now::timestamptz)
    on conflict (user_id) do update set restaurant_id = excluded.restaurant_id, lines = excluded.lines,
      version = "carts".version + 1, updated_at = excluded.updated_at
    returning version, restaurant_id)
  select saved.version, (select json_build_object('id', r.id, 'name', r.name, 'country', r.country,
      'isActive', r.is_active, 'orderingEnabled', r.ordering_enabled, 'lat', r.lat, 'lng', r.lng,
      'timeZone', r.time_zone, 'openMinutes', r.open_minutes::text, 'deliveryRadiusM', r.delivery_radius_m,
      'minimumOrderCents', r.minimum_order_cents, 'deliveryFeeCents', r.delivery_fee_cents,
      'preparationMinutes', r.preparation_minutes)
    from "restaurants" r where r.id = saved.restaurant_id) as restaurant from saved;
insert into "idempotency_keys" ("owner", "key", "route", "request_hash", "state", "response_status", "response_type",
    "response_body", "created_at", "locked_at", "holder", "expires_at")
  values ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'),
    '5' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'),
    :route, :request_hash, :running, null, null, null, :now, :now, :holder, :expires)
  on conflict do nothing returning "key";
select c.version, c.updated_at, c.lines,
    (select json_build_object('id', r.id, 'name', r.name, 'country', r.country,
      'isActive', r.is_active, 'orderingEnabled', r.ordering_enabled, 'lat', r.lat, 'lng', r.lng,
      'timeZone', r.time_zone, 'openMinutes', r.open_minutes::text, 'deliveryRadiusM', r.delivery_radius_m,
      'minimumOrderCents', r.minimum_order_cents, 'deliveryFeeCents', r.delivery_fee_cents,
      'preparationMinutes', r.preparation_minutes)
    from "restaurants" r where r.id = c.restaurant_id) as restaurant,
    (select coalesce(json_agg(json_build_object(
      'id', i.id, 'restaurantId', i.restaurant_id, 'name', i.name, 'priceCents', i.price_cents,
      'available', i.available,
      'optionGroups', coalesce((
        select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minSelections', g.min_selections, 'maxSelections', g.max_selections,
          'options', coalesce((
            select json_agg(json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents)
              order by o.position)
            from "menu_options" o where o.group_id = g.id), '[]'::json))
          order by l.position)
        from "menu_item_option_groups" l join "menu_option_groups" g on g.id = l.group_id
        where l.item_id = i.id), '[]'::json))), '[]'::json)
    from "menu_items" i where i.id = any(array(select (l->>'itemId')::uuid from jsonb_array_elements(c.lines) l))
      and i.restaurant_id = c.restaurant_id) as items,
    (select json_build_object('id', a.id, 'label', a.label, 'line1', a.line1, 'line2', a.line2,
      'city', a.city, 'region', a.region, 'postalCode', a.postal_code, 'country', a.country,
      'instructions', a.instructions, 'lat', a.lat, 'lng', a.lng, 'precision', a.precision)
    from "addresses" a where a.id = ('20000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid
      and a.user_id = c.user_id) as address,
    (select json_build_object('bucks', "reward_balances"."bucks",
      'promoCents', "reward_balances"."promo_cents", 'nextExpiryAt', "reward_balances"."next_expiry_at")
    from "reward_balances" where "reward_balances"."user_id" = c.user_id) as balance,
    (select json_build_object('id', "payment_cards"."id", 'userId', "payment_cards"."user_id",
      'providerPaymentMethodId', "payment_cards"."provider_payment_method_id", 'brand', "payment_cards"."brand",
      'last4', "payment_cards"."last4", 'expMonth', "payment_cards"."exp_month", 'expYear', "payment_cards"."exp_year",
      'isDefault', "payment_cards"."is_default", 'createdAt', "payment_cards"."created_at",
      'customerId', "payment_customers"."provider_customer_id")
    from "payment_cards" left join "payment_customers" on "payment_customers"."user_id" = "payment_cards"."user_id"
    where "payment_cards"."user_id" = c.user_id
      and (case when nullif(:no_card, 'none')::uuid is null then "payment_cards"."is_default"
        else "payment_cards"."id" = nullif(:no_card, 'none')::uuid end)) as card
  from "carts" c where c.user_id = ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid
\gset q_
select id, kind, data from "local_payment_objects"
  where id = any(array['idem_' || lpad(:run::text || '-' || :client_id::text || '-' || :n::text, 43, '0'),
    'pm_' || lpad(:client_id::text, 24, '0')]);
with k as (insert into "local_payment_objects" (id, kind, data, created_at, updated_at)
    values ('idem_' || lpad(:run::text || '-' || :client_id::text || '-' || :n::text, 43, '0'), 'idempotency_key',
      :key_data::jsonb, :now::timestamptz, :now::timestamptz)
    on conflict do nothing returning id), c as (
    insert into "local_payment_objects" (id, kind, data, created_at, updated_at)
    select 'pi_' || lpad(:run::text || '-' || :client_id::text || '-' || :n::text, 24, '0'), :intent_kind,
      :intent_data::jsonb, :now::timestamptz, :now::timestamptz from k)
  select id from k;
with o as (insert into "orders" ("id", "number", "user_id", "restaurant_id", "restaurant_name", "currency", "status",
    "delivery_address", "delivery_lat", "delivery_lng", "subtotal_cents", "delivery_fee_cents", "service_fee_cents",
    "tax_cents", "tip_cents", "promo_discount_cents", "bucks_spent", "bucks_discount_cents", "total_cents",
    "saved_cents", "payment_card_id", "card_brand", "card_last4", "provider_payment_intent_id", "payment_status",
    "cancelled_by", "cancel_reason", "estimated_ready_at", "estimated_delivery_at", "placed_at", "updated_at", "version")
  values (('4' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'))::uuid,
    default, ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid, :restaurant_id, :restaurant_name,
    :currency, :placed, :delivery_address, :lat, :lng, :subtotal, :delivery_fee, :service_fee, :tax, :tip,
    :promo_discount, :bucks_spent, :bucks_discount, :total, :saved,
    ('30000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid, :brand, :last4,
    'pi_' || lpad(:run::text || '-' || :client_id::text || '-' || :n::text, 24, '0'), :authorized,
    null, null, null, :eta, :now, :now, default)
  returning "number"),
  e as (insert into "order_events" ("id", "order_id", "status", "actor", "details", "at")
    values (default,
      ('4' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'))::uuid,
      :placed, :actor, :empty_object, :now)),
  n as (insert into "notifications" (user_id, kind, order_id, data, created_at)
    select ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid, 'order_status',
      ('4' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'))::uuid,
      :notice::jsonb || jsonb_build_object('number', (select number from o)), :now::timestamptz),
  i as (insert into "order_items" ("order_id", "position", "item_id", "name", "quantity", "unit_price_cents", "options", "note")
    values (('4' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'))::uuid,
      :position, :item_id, :item_name, :quantity, :unit_price, :options, null)),
  cart_taken as (update "carts" set lines = '[]'::jsonb, version = "carts"."version" + 1, updated_at = :now::timestamptz
    where "carts"."user_id" = ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid
      and "carts"."version" = :q_version and jsonb_array_length("carts"."lines") > 0
    returning 1),
  ledger_b as (
    select "reward_balances"."bucks" - :bucks::int as bucks_after,
      "reward_balances"."promo_cents" - :promo::int as promo_after
    from "reward_balances"
    where "reward_balances"."user_id" = ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid
      and ("reward_balances"."next_expiry_at" is null or "reward_balances"."next_expiry_at" > :now::timestamptz)
    for update),
  ledger_e as (
    insert into "ledger_entries" (user_id, currency, amount, balance_after, reason, source_type, source_id, details, created_at)
    select ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid, x.currency, x.amount,
      case x.currency when 'BUCKS' then b.bucks_after else b.promo_after end,
      x.reason, x.source_type, x.source_id, x.details, :now::timestamptz
    from ledger_b b, (values (:spend_currency,
      -(:spend::int)::int, :spend_reason, :source_type,
      '4' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'),
      :empty_object::jsonb)) as x(currency, amount, reason, source_type, source_id, details)
    where b.bucks_after >= 0 and b.promo_after >= 0
    on conflict do nothing
    returning id),
  ledger_w as (
    update "reward_balances" set bucks = b.bucks_after, promo_cents = b.promo_after, updated_at = :now::timestamptz
    from ledger_b b
    where "reward_balances"."user_id" = ('00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0'))::uuid
      and (select count(*) from ledger_e) = :one)
  select (select number from o) as number,
    playeats_all_applied((true) and (exists (select 1 from cart_taken)) and (((select count(*) from ledger_e) = :one))) as applied;
update "idempotency_keys" set "state" = :done, "response_status" = :response_status, "response_type" = :response_type,
    "response_body" = :response_body
  where ("idempotency_keys"."owner" = '00000000-0000-4000-8000-' || lpad(:client_id::text, 12, '0')
    and "idempotency_keys"."key" = '5' || lpad(:run::text, 7, '0') || '-' || lpad(:client_id::text, 4, '0') || '-4000-8000-' || lpad(:n::text, 12, '0'));
