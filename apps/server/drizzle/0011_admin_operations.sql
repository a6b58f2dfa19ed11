ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_window_check";--> statement-breakpoint
ALTER TABLE "challenges" DROP CONSTRAINT "challenges_window_check";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "status" text;--> statement-breakpoint
CREATE INDEX "ledger_entries_challenge_reward_idx" ON "ledger_entries" USING btree ("source_id") WHERE "ledger_entries"."reason" = 'challenge_reward';--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_placed_idx" ON "orders" USING btree ("restaurant_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."ends_at" >= "promo_codes"."starts_at");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_window_check" CHECK ("challenges"."ends_at" >= "challenges"."starts_at");