ALTER TABLE "products" ADD COLUMN "volume" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost" bigint DEFAULT 0 NOT NULL;