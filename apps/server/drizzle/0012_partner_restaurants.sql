ALTER TABLE "restaurants" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_external_ref_key" ON "restaurants" USING btree ("external_ref");--> statement-breakpoint
CREATE INDEX "restaurants_name_idx" ON "restaurants" USING btree ("name","id");