DROP INDEX "products_title_ru_idx";--> statement-breakpoint
DROP INDEX "products_title_en_idx";--> statement-breakpoint
DROP INDEX "product_colors_color_idx";--> statement-breakpoint
DROP INDEX "product_filter_options_option_idx";--> statement-breakpoint
DROP INDEX "product_labels_label_idx";--> statement-breakpoint
CREATE INDEX "categories_hidden_idx" ON "categories" USING btree ("path") WHERE not "categories"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("category_id","brand_id","id","stock","on_order") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_brand_idx" ON "products" USING btree ("brand_id","category_id","id","stock","on_order") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_id_idx" ON "products" USING btree ("id","category_id","brand_id","stock","on_order") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_name_ru_idx" ON "products" USING btree ((("title"->>'ru') collate "und-x-icu"),"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree (((coalesce(nullif("title"->>'en', ''), "title"->>'ru')) collate "und-x-icu"),"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "product_colors_color_idx" ON "product_colors" USING btree ("color_id","product_id");--> statement-breakpoint
CREATE INDEX "product_filter_options_option_idx" ON "product_filter_options" USING btree ("option_id","product_id");--> statement-breakpoint
CREATE INDEX "product_labels_label_idx" ON "product_labels" USING btree ("label_id","product_id");