-- The search-word trigger of products (0002_search.sql) joined its old and new transition tables to find changed
-- titles; with no index on them the join is quadratic, so one statement updating 10,000 products (a 1C import
-- setting stock) took about 27 s on PGlite. It now collects the words of the distinct new titles, linear in the
-- rows changed; words already known are skipped by the conflict clause as before.
CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM (SELECT DISTINCT n.title FROM new_rows n) n,
  unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(n.title->>'ru', '') || ' ' || coalesce(n.title->>'en', '')))) AS w
  WHERE length(w) BETWEEN 3 AND 60 AND w ~ '[^0-9.,-]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
