-- The demo "Fuel up" challenge (place_orders) counts every order placed and not cancelled,
-- however it was paid (docs/decisions/0026-ordering-flows.md). Databases seeded before the
-- seed's text was corrected still say "with your bucks or promo dollars": say what it counts.
UPDATE "challenges"
SET "description" = '{"en": "Order 3 meals through PlayEats.", "fr": "Commandez 3 repas avec PlayEats."}'::jsonb
WHERE "kind" = 'place_orders'
  AND "description"->>'en' = 'Order 3 meals with your bucks or promo dollars.'
  AND "description"->>'fr' = 'Commandez 3 repas avec vos bucks ou dollars promotionnels.';
