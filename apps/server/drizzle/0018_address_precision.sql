-- Issue 19 (decision 0029): how precise an address's position is. Existing rows were placed at
-- their city's centre, so they are 'city' (nothing is geocoded again without the person).
ALTER TABLE "addresses" ADD COLUMN "precision" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_precision_check" CHECK ("addresses"."precision" in ('pin', 'street', 'postal_code', 'city'));