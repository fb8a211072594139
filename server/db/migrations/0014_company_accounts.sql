CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_type" text DEFAULT 'legal' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"actual_address" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"locale" text DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_inn_unique" ON "companies" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_hash_unique" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_invitations_email_idx" ON "company_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_requests_user_unique" ON "company_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_join_requests_company_idx" ON "company_join_requests" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
-- One company per customer INN: its first registered user is the administrator, the others order for it.
INSERT INTO "companies" ("inn", "name", "user_type", "legal_address", "actual_address", "is_active")
SELECT DISTINCT ON (trim("organization_inn")) trim("organization_inn"), "organization_name", "user_type", "legal_address",
  "actual_address", bool_or("is_active") OVER (PARTITION BY trim("organization_inn"))
FROM "users"
WHERE "staff_role" IS NULL AND trim("organization_inn") <> ''
ORDER BY trim("organization_inn"), "id";--> statement-breakpoint
UPDATE "users" u SET "company_id" = c."id",
  "company_role" = CASE WHEN u."id" = (
    SELECT min(f."id") FROM "users" f WHERE f."staff_role" IS NULL AND trim(f."organization_inn") = c."inn"
  ) THEN 'admin' ELSE 'buyer' END
FROM "companies" c
WHERE u."staff_role" IS NULL AND trim(u."organization_inn") = c."inn";--> statement-breakpoint
UPDATE "orders" o SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = o."user_id" AND u."company_id" IS NOT NULL;
