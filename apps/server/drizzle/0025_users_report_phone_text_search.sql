-- Issue 10: trigram indexes for the users report's phone and call-note filters, as for the name and email (0006):
-- the same folded expression as containsText. Without them a phone number looked up among a million users read the
-- page's sort index to its end, 2.0-3.4 s. Not the class: its few names share their trigrams with most users, and a
-- page sorted by school read that index's posting lists once a school (minutes). The class gets statistics of its
-- folded text instead (drizzle-kit does not write CREATE STATISTICS: added by hand), so the planner estimates a
-- class filter (a class of 286,287 pupils was estimated at 1,604, and its pages read 0.1-2.5 s).
CREATE INDEX "users_telefon_folded_trgm" ON "users" USING gin (translate(lower("telefon"), 'ăâîșşțţĂÂÎȘŞȚŢ', 'aaissttaaisstt') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_call_note_folded_trgm" ON "users" USING gin (translate(lower("phone_call_note"), 'ăâîșşțţĂÂÎȘŞȚŢ', 'aaissttaaisstt') gin_trgm_ops);--> statement-breakpoint
CREATE STATISTICS "users_clasa_folded" ON (translate(lower("clasa"), 'ăâîșşțţĂÂÎȘŞȚŢ', 'aaissttaaisstt')) FROM "users";
