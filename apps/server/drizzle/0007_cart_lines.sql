-- A cart's lines move into one jsonb array on the carts row (docs/decisions/0011): a save
-- is then one statement on one row. Existing carts keep their lines, in order.
ALTER TABLE "carts" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "carts" c SET "lines" = coalesce((
	SELECT jsonb_agg(jsonb_build_object(
		'itemId', i."item_id", 'quantity', i."quantity", 'optionIds', to_jsonb(i."option_ids"), 'note', i."note")
		ORDER BY i."position")
	FROM "cart_items" i WHERE i."user_id" = c."user_id"), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_lines_check" CHECK (jsonb_typeof("carts"."lines") = 'array' and jsonb_array_length("carts"."lines") <= 100);--> statement-breakpoint
DROP TABLE "cart_items" CASCADE;
