-- Trigram operator classes for the text filters' indexes (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_nume_folded_trgm" ON "users" USING gin (translate(lower("nume"), 'ăâîșşțţĂÂÎȘŞȚŢ', 'aaissttaaisstt') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_folded_trgm" ON "users" USING gin (translate(lower("email"), 'ăâîșşțţĂÂÎȘŞȚŢ', 'aaissttaaisstt') gin_trgm_ops);