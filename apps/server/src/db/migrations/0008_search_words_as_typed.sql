-- Typo tolerance (decision 030): the word list holds the catalogue's words as written (lower case,
-- not stemmed), so a query word is compared by edit distance with "turquoise", not with the stem
-- "turquois". Each store process keeps a copy in memory; the trigram index is no longer used.
DROP MATERIALIZED VIEW "search_words";--> statement-breakpoint
CREATE MATERIALIZED VIEW "search_words" AS SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || search_text) FROM public.products');--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" ("word");
