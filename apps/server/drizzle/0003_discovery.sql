CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_option_groups" (
	"item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_item_option_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"image_url" text,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_selections" integer NOT NULL,
	"max_selections" integer NOT NULL,
	CONSTRAINT "menu_option_groups_selections_check" CHECK ("menu_option_groups"."min_selections" >= 0 and "menu_option_groups"."max_selections" >= 1 and "menu_option_groups"."min_selections" <= "menu_option_groups"."max_selections")
);
--> statement-breakpoint
CREATE TABLE "menu_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_options_price_check" CHECK ("menu_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"cuisines" text[] NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"open_minutes" "int4multirange" NOT NULL,
	"delivery_radius_m" integer NOT NULL,
	"minimum_order_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"preparation_minutes" integer NOT NULL,
	"rating" double precision,
	"image_url" text,
	"is_partner" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ordering_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_country_check" CHECK ("restaurants"."country" in ('UNITED_STATES', 'CANADA')),
	CONSTRAINT "restaurants_position_check" CHECK ("restaurants"."lat" between -90 and 90 and "restaurants"."lng" between -180 and 180),
	CONSTRAINT "restaurants_rating_check" CHECK ("restaurants"."rating" between 0 and 5),
	CONSTRAINT "restaurants_amounts_check" CHECK ("restaurants"."minimum_order_cents" >= 0 and "restaurants"."delivery_fee_cents" >= 0 and "restaurants"."delivery_radius_m" > 0 and "restaurants"."preparation_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_menu_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_group_id_menu_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meals" ADD CONSTRAINT "user_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meals" ADD CONSTRAINT "user_meals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_restaurant_idx" ON "menu_categories" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_group_idx" ON "menu_item_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_idx" ON "menu_items" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "menu_option_groups_restaurant_idx" ON "menu_option_groups" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_options_group_idx" ON "menu_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "restaurants_earth_idx" ON "restaurants" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "restaurants_search_name_trgm_idx" ON "restaurants" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_cuisines_idx" ON "restaurants" USING gin ("cuisines");--> statement-breakpoint
CREATE INDEX "restaurants_partners_idx" ON "restaurants" USING btree ("name","id") WHERE "restaurants"."is_partner" and "restaurants"."is_active";--> statement-breakpoint
CREATE INDEX "user_meals_user_idx" ON "user_meals" USING btree ("user_id","position");