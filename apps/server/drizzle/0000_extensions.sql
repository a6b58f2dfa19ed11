-- Extensions the discovery module relies on: cube + earthdistance for nearest-first
-- geographic search, pg_trgm for fuzzy name search. PGlite loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
