-- Broad searches keep their 1,000 best matches (docs/decisions/027-search-capped-broad-results.md). Hand-written,
-- like 0002_search.sql: the column is kept by a trigger and the index holds the generated search documents.
--
-- search_rank is the part of relevance that does not depend on the query: 1 for bestsellers (the `hit` label),
-- else 0. It is kept by a trigger on product_labels, so every writer (seed, 1C exchange, back office) keeps it.
ALTER TABLE "products" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "search_rank" = 1 WHERE EXISTS (
  SELECT 1 FROM product_labels pl JOIN labels l ON l.id = pl.label_id WHERE pl.product_id = p.id AND l.slug = 'hit'
);--> statement-breakpoint
CREATE FUNCTION "products_search_rank_set"(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET search_rank = r.rank
  FROM (
    SELECT c.id, CASE WHEN EXISTS (
      SELECT 1 FROM product_labels pl JOIN labels l ON l.id = pl.label_id WHERE pl.product_id = c.id AND l.slug = 'hit'
    ) THEN 1 ELSE 0 END AS rank
    FROM unnest(ids) AS c(id)
  ) r
  WHERE p.id = r.id AND p.search_rank <> r.rank
$$;--> statement-breakpoint
CREATE FUNCTION "products_search_rank_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_search_rank_set(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_search_rank_set(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM products_search_rank_set(array(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_labels_search_rank_insert" AFTER INSERT ON "product_labels"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_rank_refresh"();--> statement-breakpoint
CREATE TRIGGER "product_labels_search_rank_delete" AFTER DELETE ON "product_labels"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_rank_refresh"();--> statement-breakpoint
CREATE TRIGGER "product_labels_search_rank_update" AFTER UPDATE ON "product_labels"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_rank_refresh"();--> statement-breakpoint
-- Like the search-word triggers: bulk inserts (server/seed/bulk.ts) run with session_replication_role = replica.
ALTER TABLE "product_labels" ENABLE ALWAYS TRIGGER "product_labels_search_rank_insert";--> statement-breakpoint
ALTER TABLE "product_labels" ENABLE ALWAYS TRIGGER "product_labels_search_rank_delete";--> statement-breakpoint
ALTER TABLE "product_labels" ENABLE ALWAYS TRIGGER "product_labels_search_rank_update";--> statement-breakpoint
-- The walk that picks a broad search's candidates: bestsellers first, then shorter titles (which full-text rank
-- puts higher), holding the documents and what the shown-products condition reads, so that it runs on the index
-- alone (with a current visibility map) and stops after the cap instead of reading every match's row.
CREATE INDEX "products_search_walk_idx" ON "products" USING btree (
  "search_rank" DESC, length("search_ru"), "id"
) INCLUDE ("search_ru", "search_en", "category_id", "brand_id") WHERE "is_published";
