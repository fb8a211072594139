CREATE TABLE "price_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"title" text NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"price_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "product_prices_price_type_id_product_id_pk" PRIMARY KEY("price_type_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "product_specs_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_stocks_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer,
	"filename" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_staged" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "exchange_staged_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"title" text DEFAULT '' NOT NULL,
	"amount" bigint,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_type_id" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "filter_groups" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "filter_options" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_title" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_imports" ADD CONSTRAINT "exchange_imports_session_id_exchange_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_staged" ADD CONSTRAINT "exchange_staged_import_id_exchange_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."exchange_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_external_id_unique" ON "price_types" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_title_unique" ON "price_types" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_one_default" ON "price_types" USING btree ("is_default") WHERE "price_types"."is_default";--> statement-breakpoint
CREATE INDEX "product_prices_order_idx" ON "product_prices" USING btree ("price_type_id","price","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_external_id_unique" ON "warehouses" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_imports_session_file_unique" ON "exchange_imports" USING btree ("session_id","filename");--> statement-breakpoint
CREATE INDEX "exchange_imports_status_idx" ON "exchange_imports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_sessions_token_hash_unique" ON "exchange_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "exchange_staged_kind_idx" ON "exchange_staged" USING btree ("import_id","kind");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","happened_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_external_id_unique" ON "brands" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_external_id_unique" ON "categories" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_groups_external_id_unique" ON "filter_groups" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_options_external_id_unique" ON "filter_options" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_id_unique" ON "products" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "orders_export_idx" ON "orders" USING btree ("exported_at","changed_at");--> statement-breakpoint
INSERT INTO "price_types" ("title", "is_default") SELECT 'Оптовая', true WHERE EXISTS (SELECT 1 FROM "products");--> statement-breakpoint
INSERT INTO "product_prices" ("price_type_id", "product_id", "price") SELECT t."id", p."id", p."price" FROM "products" p CROSS JOIN "price_types" t WHERE t."is_default";--> statement-breakpoint
UPDATE "orders" SET "status" = 'accepted' WHERE "status" = 'confirmed';
